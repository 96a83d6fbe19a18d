import { useId, type ReactNode } from "react";

type ProfileSectionProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/** One card of the profile page, named by its heading. */
export function ProfileSection({ title, description, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-ink-200 bg-white/70 p-5 sm:p-6">
      <h2 id={headingId} className="font-serif text-xl font-bold text-ink-950">
        {title}
      </h2>
      {description ? <div className="mt-1 text-sm text-ink-600">{description}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
