import { PAINTING_STATE_LABELS } from "../state";
import type { PaintingState } from "../types";

const STATE_CLASSES: Record<PaintingState, string> = {
  available: "bg-sage-100 text-sage-800 ring-sage-200",
  reserved: "bg-ochre-100 text-ochre-700 ring-ochre-300",
  sold: "bg-ink-100 text-ink-700 ring-ink-200",
};

/** "Available", "Reserved" or "Sold" as a pill (pass the state as it is now: `paintingStateAt`). */
export function PaintingStateBadge({ state }: { state: PaintingState }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATE_CLASSES[state]}`}
    >
      {PAINTING_STATE_LABELS[state]}
    </span>
  );
}
