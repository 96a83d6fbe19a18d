import { useId } from "react";
import { useProvenance } from "../api/certificates";

/**
 * "Provenance" under a painting's details: who sold it, when, with which certificate. Nothing at all
 * while it loads, when it fails (the page does not need it) or when there is none.
 */
export function PaintingProvenance({ paintingId }: { paintingId: number }) {
  const headingId = useId();
  const provenance = useProvenance(paintingId);
  if (!provenance.data?.length) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8 border-t border-ink-200 pt-6">
      <h2 id={headingId} className="font-serif text-xl font-bold text-ink-950">
        Provenance
      </h2>
      <ul className="mt-3 space-y-1.5 text-sm text-ink-800">
        {provenance.data.map((entry) => (
          <li key={entry.number}>{entry.text}</li>
        ))}
      </ul>
    </section>
  );
}
