import { formatPrice } from "@/lib/format";
import { orderName } from "@/lib/order-name";
import type { Order } from "@/types/order";
import { OrderStatusBadge } from "./order-status-badge";

/** The order when it cannot be paid (paid, cancelled, expired...): beside the notice that says so. */
export function OrderSummary({ order, status }: { order: Order; status: Order["status"] }) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="order-summary-heading" className="font-serif text-xl font-bold text-ink-950">
          Your order
        </h2>
        <OrderStatusBadge status={status} />
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-600">{order.kind === "painting" ? "Painting" : "Tool"}</dt>
          <dd className="mt-0.5 font-semibold text-ink-950 [overflow-wrap:anywhere]">{orderName(order)}</dd>
        </div>
        <div>
          <dt className="text-ink-600">Quantity</dt>
          <dd className="mt-0.5 font-semibold text-ink-950 tabular-nums">{order.toolsQuantity}</dd>
        </div>
        <div>
          <dt className="text-ink-600">Total</dt>
          <dd className="mt-0.5 text-lg font-bold text-terracotta-800 tabular-nums">
            {formatPrice(Number(order.toolsPrice))}
          </dd>
        </div>
      </dl>
    </section>
  );
}
