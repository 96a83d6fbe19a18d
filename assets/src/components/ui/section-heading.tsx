import type { ReactNode } from "react";

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  children: ReactNode;
  description?: string;
};

export function SectionHeading({ id, eyebrow, children, description }: SectionHeadingProps) {
  return (
    <div className="mb-8 max-w-2xl">
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-widest text-terracotta-800 uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-1 font-serif text-3xl font-bold text-ink-950 sm:text-4xl">
        {children}
      </h2>
      {description ? <p className="mt-3 text-ink-700">{description}</p> : null}
    </div>
  );
}
