import type { ReactNode } from "react";

type AuthCardProps = {
  title: string;
  children: ReactNode;
};

export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-16 sm:py-24">
      <div className="rounded-3xl border border-ink-200 bg-white/80 p-8 shadow-lg shadow-ink-900/5">
        <h1 className="font-serif text-3xl font-bold text-ink-950">{title}</h1>
        <div className="mt-4 space-y-4 text-ink-700">{children}</div>
      </div>
    </div>
  );
}
