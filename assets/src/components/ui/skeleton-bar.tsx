/**
 * A grey bar standing in for text or a control while it loads, as tall as what it stands
 * for (`h-5`: one line of text-sm, `h-4`: text-xs), so nothing moves when it comes.
 */
export function SkeletonBar({ className }: { className: string }) {
  return <span className={`block rounded bg-ink-100 ${className}`} />;
}
