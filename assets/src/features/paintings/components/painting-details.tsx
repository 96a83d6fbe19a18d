import type { ReactNode } from "react";
import { TaxedPrice } from "@/components/ui/tax-note";
import { formatPrice } from "@/lib/format";
import { paintingSize } from "../format";
import type { Painting, PaintingState } from "../types";
import { PaintingStateBadge } from "./painting-state-badge";

type PaintingDetailsProps = {
  painting: Painting;
  /** The state now (`usePaintingState`). */
  state: PaintingState;
  /** What can be done with it (the page's: buying depends on who is looking). */
  children?: ReactNode;
};

/** The painting's title (the page's h1), artist, facts, price, state and description. */
export function PaintingDetails({ painting, state, children }: PaintingDetailsProps) {
  const facts: [string, string][] = [
    ["Medium", painting.mediumName],
    ["Size", `${paintingSize(painting)}, ${painting.framed ? "framed" : "unframed"}`],
  ];
  if (painting.year !== null) facts.unshift(["Year", String(painting.year)]);
  return (
    <div>
      <h1 className="font-serif text-4xl font-bold text-ink-950 sm:text-5xl">{painting.title}</h1>
      <p className="mt-2 text-lg text-ink-700">{`by ${painting.artist}`}</p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <p className="text-3xl font-bold text-terracotta-800">
          <TaxedPrice price={formatPrice(painting.price)} />
        </p>
        <PaintingStateBadge state={state} />
      </div>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-y border-ink-200 py-4 text-ink-800">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink-600">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div aria-live="polite" className="mt-6">
        {children}
      </div>
      {painting.description ? (
        <p className="mt-8 max-w-prose whitespace-pre-line text-ink-800">{painting.description}</p>
      ) : null}
    </div>
  );
}

/** Placeholder of the details' size while the painting loads. */
export function PaintingDetailsSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse space-y-4 motion-reduce:animate-none">
      <div className="h-12 w-3/4 rounded bg-ink-100" />
      <div className="h-6 w-1/3 rounded bg-ink-100" />
      <div className="h-9 w-1/4 rounded bg-ink-100" />
      <div className="h-24 w-full rounded bg-ink-100" />
      <div className="h-11 w-48 rounded-full bg-ink-100" />
    </div>
  );
}
