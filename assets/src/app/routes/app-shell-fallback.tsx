import { Spinner } from "@/components/ui";

/** Shown while the first page's code loads: the same as the page's own placeholder (templates/index.html). */
export function AppShellFallback() {
  return (
    <div className="flex min-h-screen flex-col">
      <div className="border-b border-ink-200/70 px-4 py-4 sm:px-6 lg:px-8">
        <p className="mx-auto max-w-7xl font-serif text-2xl font-bold text-ink-950">Brush &amp; Canvas</p>
      </div>
      <Spinner label="Loading the shop…" className="flex-1" />
    </div>
  );
}
