import { useId } from "react";
import { button } from "@/components/ui";
import { formatPrice } from "@/lib/format";
import { orderName } from "@/lib/order-name";
import type { Order } from "@/types/order";
import type { OfferedOrder } from "../types";
import { CHOICE_INPUT, PANEL, PANEL_HEADING } from "./panel";

type OrderRowProps = {
  order: Order;
  timeLeft: string | null;
  checked: boolean;
  /** The order the customer came to pay: always in, its box checked and disabled. */
  locked?: boolean;
  disabled?: boolean;
  onToggle?: (id: number) => void;
};

function OrderRow({ order, timeLeft, checked, locked = false, disabled = false, onToggle }: OrderRowProps) {
  const id = useId();
  const details = [
    `Order #${order._id}`,
    `Quantity ${order.toolsQuantity}`,
    formatPrice(Number(order.toolsPrice), order.currency ? order.currency.toUpperCase() : undefined),
  ];
  return (
    <li className="flex gap-3 py-3">
      <input
        id={`${id}-box`}
        type="checkbox"
        checked={checked}
        disabled={locked || disabled}
        onChange={() => onToggle?.(order._id)}
        aria-describedby={`${id}-details`}
        className={CHOICE_INPUT}
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-box`} className="font-semibold text-ink-950 [overflow-wrap:anywhere]">
          {orderName(order)}
        </label>
        <p id={`${id}-details`} className="mt-0.5 text-sm text-ink-600">
          {details.join(" · ")}
          {locked ? <span className="block">The order you chose to pay: always included.</span> : null}
        </p>
        {timeLeft ? <p className="mt-0.5 text-sm font-semibold text-ochre-700">{timeLeft}</p> : null}
      </div>
    </li>
  );
}

type OrderPickerProps = {
  order: Order;
  timeLeft: string | null;
  /** The other unpaid orders that can be paid now. */
  rows: OfferedOrder[];
  unticked: ReadonlySet<number>;
  onToggle: (id: number) => void;
  /** Orders left out: their hold ended, or the server refused them. */
  gone: { id: number; message: string }[];
  /** The other orders are still loading. */
  loading: boolean;
  /** They could not be loaded: ask again. */
  onRetry?: () => void;
  disabled: boolean;
};

/** "Your orders": the one clicked, then the customer's other unpaid orders, ticked by default. */
export function OrderPicker({
  order,
  timeLeft,
  rows,
  unticked,
  onToggle,
  gone,
  loading,
  onRetry,
  disabled,
}: OrderPickerProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={PANEL}>
      <h2 id={headingId} className={PANEL_HEADING}>
        Your orders
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        Your unpaid orders are paid together and travel in one parcel. Untick those to pay later.
      </p>
      <ul className="mt-2 divide-y divide-ink-100">
        <OrderRow order={order} timeLeft={timeLeft} checked locked />
        {rows.map((other) => (
          <OrderRow
            key={other.order._id}
            order={other.order}
            timeLeft={other.timeLeft}
            checked={!unticked.has(other.order._id)}
            disabled={disabled}
            onToggle={onToggle}
          />
        ))}
      </ul>
      {loading ? <p className="mt-2 text-sm text-ink-600">Looking for your other unpaid orders…</p> : null}
      {onRetry ? (
        <p className="mt-2 text-sm text-ink-700">
          We couldn't load your other unpaid orders.{" "}
          <button type="button" onClick={onRetry} className={button("secondary", "2xs")}>
            Try again
          </button>
        </p>
      ) : null}
      <div role="status" className="empty:hidden mt-3 space-y-2">
        {gone.map(({ id, message }) => (
          <p key={id} className="rounded-xl bg-ochre-50 px-4 py-3 text-sm font-medium text-ink-800">
            {message}
          </p>
        ))}
      </div>
    </section>
  );
}
