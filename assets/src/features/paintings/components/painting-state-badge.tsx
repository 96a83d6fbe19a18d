import type { PaintingState } from "../types";

const STATES: Record<PaintingState, { label: string; className: string }> = {
  available: { label: "Available", className: "bg-sage-100 text-sage-800 ring-sage-200" },
  reserved: { label: "Reserved", className: "bg-ochre-100 text-ochre-700 ring-ochre-300" },
  sold: { label: "Sold", className: "bg-ink-100 text-ink-800 ring-ink-300" },
};

/** "Available", "Reserved" or "Sold" (pass the state now: `usePaintingState`). */
export function PaintingStateBadge({ state }: { state: PaintingState }) {
  const { label, className } = STATES[state] ?? STATES.sold;
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${className}`}
    >
      {label}
    </span>
  );
}
