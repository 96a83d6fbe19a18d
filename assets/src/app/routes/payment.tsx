import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useParams } from "react-router-dom";
import { ErrorMessage, Spinner, textLink } from "@/components/ui";
import { OrderStatusBadge, useOrder, useOrderNow } from "@/features/orders";
import { CardPayment, type Unpayable } from "@/features/payments";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { isApiError } from "@/lib/api-client";
import { getConfig } from "@/lib/config";
import { formatPrice } from "@/lib/format";
import type { Order } from "@/types/order";
import { orderName } from "@/lib/order-name";

export const PAYMENT_COMPLETED_MESSAGE = "Congratulation! Your Payment is completed";
export const ORDER_EXPIRED_MESSAGE = "This order has expired. Please order again.";
export const PAYMENTS_UNAVAILABLE_MESSAGE = "Card payments are not available right now. Please try again later.";

function BackToOrders() {
  return (
    <Link to="/dashboard" className={textLink}>
      Back to My Order
    </Link>
  );
}

function OrderSummary({ order, status, timeLeft }: { order: Order; status: Order["status"]; timeLeft: string | null }) {
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
      {timeLeft ? <p className="mt-2 font-semibold text-ochre-700">{timeLeft}</p> : null}
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

function TransactionId({ id }: { id: string | null | undefined }) {
  if (!id) return null;
  return (
    <p className="mt-2 text-sm text-ink-700">
      Transaction id:{" "}
      <code className="rounded bg-white/70 px-1.5 py-0.5 font-mono text-ink-950 [overflow-wrap:anywhere]">{id}</code>
    </p>
  );
}

/** Just paid: the spec's words, the transaction id, and focus on it (the form it replaces is gone). */
function PaymentCompleted({ transactionId }: { transactionId: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="rounded-2xl bg-sage-100 px-5 py-4 text-sage-800 outline-none">
      <p className="text-lg font-semibold">{PAYMENT_COMPLETED_MESSAGE}</p>
      <TransactionId id={transactionId} />
      <p className="mt-3">
        <BackToOrders />
      </p>
    </div>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl border border-ink-200 bg-ink-50 px-5 py-4 text-ink-800">{children}</div>;
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="max-w-2xl">
      <h1 className="font-serif text-3xl font-bold text-ink-950">Payment</h1>
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}

export function PaymentPage() {
  const { id } = useParams();
  const order = useOrder(id);
  const stripeConfig = getConfig().stripe;
  // Set when this page's payment succeeded (the order then reloads as paid).
  const [paid, setPaid] = useState<{ transactionId: string | null } | null>(null);
  // Set when the server refused the order itself (409 order_expired, amount_too_small).
  const [unpayable, setUnpayable] = useState<Unpayable | null>(null);
  const now = useOrderNow(order.data);
  useDocumentTitle("Payment");

  if (!order.data) {
    if (!order.isError)
      return (
        <Shell>
          <Spinner label="Loading your order…" />
        </Shell>
      );
    if (isApiError(order.error) && order.error.status === 404) {
      return (
        <Shell>
          <Notice>
            <p className="font-semibold text-ink-950">Order not found</p>
            <p className="mt-1">We couldn't find that order among yours.</p>
            <p className="mt-3">
              <BackToOrders />
            </p>
          </Notice>
        </Shell>
      );
    }
    return (
      <Shell>
        <ErrorMessage title="We couldn't load this order" error={order.error} onRetry={() => void order.refetch()} />
      </Shell>
    );
  }

  const current = order.data;
  const status = now?.status ?? current.status;
  let content: ReactNode;
  if (paid) content = <PaymentCompleted transactionId={paid.transactionId ?? current.transactionId} />;
  else if (status === "paid" || status === "shipped" || status === "delivered")
    content = (
      <Notice>
        <p className="font-semibold text-ink-950">This order is paid.</p>
        <TransactionId id={current.transactionId} />
        <p className="mt-3">
          <BackToOrders />
        </p>
      </Notice>
    );
  else if (status === "refunded")
    content = (
      <Notice>
        <p className="font-semibold text-ink-950">This order was refunded, so there is nothing to pay.</p>
        <p className="mt-3">
          <BackToOrders />
        </p>
      </Notice>
    );
  else if (status === "expired" || unpayable?.code === "order_expired" || (status === "pending" && !now?.payable))
    content = (
      <Notice>
        <p className="font-semibold text-ink-950">{ORDER_EXPIRED_MESSAGE}</p>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
          <Link to={current.tool === null ? "/allproduct" : `/purchase/${current.tool}`} className={textLink}>
            Order again
          </Link>
          <BackToOrders />
        </p>
      </Notice>
    );
  else if (unpayable)
    content = (
      <Notice>
        <p className="font-semibold text-ink-950">{unpayable.detail}</p>
        <p className="mt-3">
          <BackToOrders />
        </p>
      </Notice>
    );
  else if (status === "cancelled")
    content = (
      <Notice>
        <p className="font-semibold text-ink-950">This order was cancelled, so there is nothing to pay.</p>
        <p className="mt-3">
          <BackToOrders />
        </p>
      </Notice>
    );
  else if (!stripeConfig)
    content = (
      <Notice>
        <p>{PAYMENTS_UNAVAILABLE_MESSAGE}</p>
      </Notice>
    );
  else
    content = (
      <section className="rounded-2xl border border-ink-200 bg-white/80 p-5 shadow-sm">
        <CardPayment
          order={current}
          config={stripeConfig}
          onPaid={(transactionId) => setPaid({ transactionId })}
          onUnpayable={setUnpayable}
        />
      </section>
    );

  return (
    <Shell>
      <OrderSummary
        order={current}
        status={paid ? current.status : status}
        timeLeft={paid ? null : (now?.timeLeft ?? null)}
      />
      {content}
    </Shell>
  );
}

// The router's lazy route takes this module's `Component`.
export { PaymentPage as Component };
