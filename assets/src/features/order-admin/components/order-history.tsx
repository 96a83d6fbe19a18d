import { formatDateTime } from "../format";
import type { HistoryEntry } from "../types";
import { STATUS_LABELS } from "./status-badge";

const BY: Record<HistoryEntry["by"], string> = {
  customer: "by the customer",
  staff: "by staff",
  payment: "by Stripe",
  system: "by the shop",
};

/** What happened to the order, oldest first, as an ordered list. */
export function OrderHistory({ history }: { history: HistoryEntry[] }) {
  if (history.length === 0) return <p className="text-sm text-ink-700">No history recorded.</p>;
  return (
    <ol className="relative space-y-4 border-l-2 border-ink-200 pl-5">
      {history.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.72rem] size-3 rounded-full border-2 border-white bg-terracotta-700"
          />
          <p className="font-semibold text-ink-950">
            {STATUS_LABELS[entry.status] ?? entry.status}{" "}
            <span className="font-normal text-ink-700">{BY[entry.by] ?? `by ${entry.by}`}</span>
          </p>
          <p className="text-sm text-ink-600">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
          {entry.note ? <p className="mt-1 text-sm text-ink-800">{entry.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
