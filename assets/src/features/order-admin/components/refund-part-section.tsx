import { useId } from "react";
import { formatPrice } from "@/lib/format";
import { formatDateTime } from "../format";
import type { AdminOrderDetail, RefundPart } from "../types";
import { RefundPartForm } from "./refund-part-form";

function RefundedBefore({ parts, currency }: { parts: RefundPart[]; currency: string }) {
  const headingId = useId();
  return (
    <div className="mt-6">
      <h3 id={headingId} className="font-serif text-lg font-bold text-ink-950">
        Refunded before
      </h3>
      <ul aria-labelledby={headingId} className="mt-2 divide-y divide-ink-100 text-sm">
        {parts.map((part) => (
          <li key={part._id} className="py-3">
            <p className="flex flex-wrap justify-between gap-x-3 gap-y-1">
              <span className="font-semibold text-ink-950">
                {`${formatPrice(Number(part.amount), currency || undefined)} · ${
                  part.shipping || part.order === null ? "Shipping" : `Order #${part.order}`
                }`}
              </span>
              <time dateTime={part.createdAt} className="text-ink-600">
                {formatDateTime(part.createdAt)}
              </time>
            </p>
            <p className="mt-1 text-ink-800 [overflow-wrap:anywhere]">{part.reason}</p>
            {part.creditNote ? <p className="mt-1 text-ink-700">{`Credit note ${part.creditNote}`}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

type RefundPartSectionProps = {
  order: AdminOrderDetail;
  onRefunded: (message: string) => void;
  onFailed: (error: unknown) => void;
};

/**
 * "Refund part of the money" on the admin's order page: the form while part of the order's
 * line or its parcel's shipping can go back, and the part refunds made on the parcel so far.
 * Nothing when there is neither.
 */
export function RefundPartSection({ order, onRefunded, onFailed }: RefundPartSectionProps) {
  const headingId = useId();
  const partOfOrder = order.partRefundable != null;
  const shipping = Boolean(order.parcel?.shippingRefundable);
  const parts = order.parcel?.refundParts ?? [];
  if (!partOfOrder && !shipping && parts.length === 0) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="font-serif text-xl font-bold text-ink-950">
        Refund part of the money
      </h2>
      {partOfOrder || shipping ? (
        <RefundPartForm
          // What can go back decides the first choice: the form starts again when that changes.
          key={`${partOfOrder}-${shipping}`}
          order={order}
          labelledBy={headingId}
          onRefunded={onRefunded}
          onFailed={onFailed}
        />
      ) : (
        <p className="mt-3 text-sm text-ink-700">Nothing more of this order can go back now.</p>
      )}
      {parts.length > 0 ? <RefundedBefore parts={parts} currency={order.currency} /> : null}
    </section>
  );
}
