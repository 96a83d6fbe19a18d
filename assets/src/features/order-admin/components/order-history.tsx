import { OrderTimeline } from "@/components/order/order-timeline";
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
    <OrderTimeline
      history={history}
      title={(entry) => (
        <>
          {STATUS_LABELS[entry.status] ?? entry.status}{" "}
          <span className="font-normal text-ink-700">{BY[entry.by] ?? `by ${entry.by}`}</span>
        </>
      )}
    />
  );
}
