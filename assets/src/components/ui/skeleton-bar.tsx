import { cn } from "@/lib/cn";

/**
 * A grey bar standing in for text or a control while it loads, as tall as what it stands
 * for (`h-5`: one line of text-sm, `h-4`: text-xs), so nothing moves when it comes.
 * `pill`: round ends, for a badge or a button.
 */
export function SkeletonBar({ className, pill = false }: { className: string; pill?: boolean }) {
  return <span className={cn("block bg-ink-100", pill ? "rounded-full" : "rounded", className)} />;
}
