import type { OrderEvent, OrderEventBy, OrderStatus, Tracking } from "@/types/order";
import { OrderTimeline } from "@/components/order/order-timeline";
import { textLink } from "@/components/ui";

/** Who moved the order on, in words. */
const BY: Record<OrderEventBy, string> = {
  customer: "You",
  staff: "Brush & Canvas",
  payment: "Payment",
  system: "Automatically",
};

/** What happened, in words: the first step ("pending") is the order being placed. */
const EVENT: Record<OrderStatus, string> = {
  pending: "Order placed",
  paid: "Paid",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  expired: "Expired: not paid in time",
  refunded: "Refunded",
};

export function TrackingDetails({ tracking }: { tracking: Tracking }) {
  return (
    <div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-600">Carrier</dt>
          <dd className="mt-0.5 font-semibold text-ink-950 [overflow-wrap:anywhere]">{tracking.carrier}</dd>
        </div>
        <div>
          <dt className="text-ink-600">Tracking number</dt>
          <dd className="mt-0.5 font-mono font-semibold text-ink-950 [overflow-wrap:anywhere]">{tracking.number}</dd>
        </div>
      </dl>
      {tracking.url ? (
        <p className="mt-3">
          <a href={tracking.url} target="_blank" rel="noopener noreferrer" className={textLink}>
            Track your parcel<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** The order's steps, oldest first, as an ordered list: what happened, when, and who did it. */
export function OrderHistory({ history, labelledBy }: { history: OrderEvent[]; labelledBy: string }) {
  return (
    <OrderTimeline
      history={history}
      labelledBy={labelledBy}
      title={(event) => EVENT[event.status] ?? event.status}
      by={(event) => BY[event.by] ?? event.by}
    />
  );
}
