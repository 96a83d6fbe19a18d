import type { ReactNode } from "react";

type AuthCardProps = {
  title: string;
  children: ReactNode;
};

export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <div className="rounded-3xl border border-ink-200 bg-white/80 p-6 shadow-lg shadow-ink-900/5 sm:p-8">
        <h1 className="text-center font-serif text-3xl font-bold text-ink-950">{title}</h1>
        <div className="mt-6 space-y-5 text-ink-700">{children}</div>
      </div>
    </div>
  );
}

/** The line between the form and the Google button. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs font-semibold tracking-widest text-ink-500" aria-hidden="true">
      <span className="h-px flex-1 bg-ink-200" />
      OR
      <span className="h-px flex-1 bg-ink-200" />
    </div>
  );
}
