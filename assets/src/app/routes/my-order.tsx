import { useRef, useState, type ReactNode } from "react";
import { Link, useParams } from "react-router-dom";
import { Alert, ErrorMessage, Spinner, button, textLink } from "@/components/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  ORDER_CANCELLED_MESSAGE,
  OrderHistory,
  OrderStatusBadge,
  TrackingDetails,
  cancelRefusal,
  cancelledGoesBack,
  useCancelOrder,
  useOrder,
  useOrderNow,
} from "@/features/orders";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { isApiError } from "@/lib/api-client";
import { formatPrice } from "@/lib/format";
import { formatDateTime } from "@/lib/format-date";
import { notify } from "@/lib/toast";
import type { Order } from "@/types/order";
import { TaxedPrice } from "@/components/ui/tax-note";
import { CheckoutReceipt } from "@/features/checkout";
import { OrderReturnSection } from "@/features/returns";
import { OrderDocuments } from "@/features/documents";
import { DeliveryAddressView } from "@/components/order/delivery-address-view";
import { OrderKindTag } from "@/components/order/order-kind-tag";
import { orderName } from "@/lib/order-name";
import { OrderCertificateSection } from "@/features/certificates";

function BackToOrders() {
  return (
    <Link to="/dashboard" className={textLink}>
      Back to My Order
    </Link>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="font-serif text-xl font-bold text-ink-950">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The order's total in its own currency (the shop's when the order does not say). */
function orderTotal(order: Order): string {
  return formatPrice(Number(order.toolsPrice), order.currency ? order.currency.toUpperCase() : undefined);
}

function OrderView({ order }: { order: Order }) {
  const now = useOrderNow(order) ?? { status: order.status, payable: false, timeLeft: null };
  const cancelOrder = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const confirmCancel = () => {
    setRefusal(null);
    cancelOrder.mutate(order._id, {
      onSuccess: () => {
        void notify.success(ORDER_CANCELLED_MESSAGE);
        setConfirming(false);
      },
      // Refused (paid meanwhile: `already_paid`): the order is fetched again (useCancelOrder).
      onError: (error) => {
        setRefusal(cancelRefusal(error));
        setConfirming(false);
      },
    });
  };

  const history = order.history ?? [];
  // Paid in a checkout: its receipt states what each line cost (an export's without VAT),
  // the shipping, the total and where the parcel goes, so the page does not say them again.
  const receiptOf = order.status !== "pending" ? order.checkout : null;
  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <p className="text-sm">
          <BackToOrders />
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <h1 ref={headingRef} tabIndex={-1} className="font-serif text-3xl font-bold text-ink-950 outline-none">
            {`Order #${order._id}`}
          </h1>
          <OrderStatusBadge status={now.status} />
          <OrderKindTag order={order} />
        </div>
        {now.timeLeft ? <p className="mt-2 font-semibold text-ochre-700">{now.timeLeft}</p> : null}
        {now.status === "pending" ? (
          <div className="mt-4 flex flex-wrap gap-2">
            {now.payable ? (
              <Link to={`/dashboard/payment/${order._id}`} className={button()}>
                Pay
              </Link>
            ) : null}
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setConfirming(true)}
              className={button("secondary")}
            >
              Cancel order
            </button>
          </div>
        ) : null}
      </div>
      {refusal ? <Alert>{refusal}</Alert> : null}

      <Section id="order-item-heading" title="Item">
        <dl className="grid gap-3 text-sm sm:grid-cols-4">
          <div className="sm:col-span-2">
            <dt className="text-ink-600">{order.kind === "painting" ? "Painting" : "Tool"}</dt>
            <dd className="mt-0.5 font-semibold text-ink-950 [overflow-wrap:anywhere]">
              {order.kind === "painting" && order.painting !== null ? (
                <Link to={`/paintings/${order.painting}`} className={textLink}>
                  {orderName(order)}
                </Link>
              ) : (
                orderName(order)
              )}
            </dd>
          </div>
          <div>
            <dt className="text-ink-600">Quantity</dt>
            <dd className="mt-0.5 font-semibold text-ink-950 tabular-nums">{order.toolsQuantity}</dd>
          </div>
          {receiptOf ? null : (
            <div>
              <dt className="text-ink-600">Total</dt>
              <dd className="mt-0.5 text-lg font-bold text-terracotta-800 tabular-nums">
                <TaxedPrice price={orderTotal(order)} />
              </dd>
            </div>
          )}
          <div className="sm:col-span-4">
            <dt className="text-ink-600">Ordered</dt>
            <dd className="mt-0.5 text-ink-900">{formatDateTime(order.createdAt, order.createdAt)}</dd>
          </div>
        </dl>
      </Section>

      {order.tracking ? (
        <Section id="order-tracking-heading" title="Tracking">
          <TrackingDetails tracking={order.tracking} />
        </Section>
      ) : null}

      <OrderReturnSection orderId={order._id} status={order.status} />
      <OrderCertificateSection
        orderId={order._id}
        shipped={order.kind === "painting" && (now.status === "shipped" || now.status === "delivered")}
      />

      {receiptOf ? <CheckoutReceipt checkoutId={receiptOf} /> : null}
      <OrderDocuments order={order} />

      {receiptOf ? null : (
        <Section id="order-address-heading" title="Delivery address">
          {order.deliveryAddress ? (
            <DeliveryAddressView address={order.deliveryAddress} />
          ) : (
            <p className="text-ink-700">This order was placed before delivery addresses were recorded.</p>
          )}
        </Section>
      )}

      {history.length ? (
        <Section id="order-history-heading" title="History">
          <OrderHistory history={history} labelledBy="order-history-heading" />
        </Section>
      ) : null}

      <ConfirmDialog
        open={confirming}
        title="Cancel this order?"
        description={
          <p>
            {`${orderName(order)}, quantity ${order.toolsQuantity}, ${orderTotal(order)}. `}
            {cancelledGoesBack(order)}
          </p>
        }
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        busy={cancelOrder.isPending}
        busyLabel="Cancelling the order…"
        onConfirm={confirmCancel}
        onCancel={() => setConfirming(false)}
        fallbackFocus={() => headingRef.current}
      />
    </div>
  );
}

export function MyOrderPage() {
  const { id } = useParams();
  const order = useOrder(id);
  useDocumentTitle(id ? `Order #${id}` : "Order");

  if (order.data) return <OrderView order={order.data} />;
  if (!order.isError) return <Spinner label="Loading your order…" />;
  if (isApiError(order.error) && order.error.status === 404) {
    return (
      <div className="max-w-2xl rounded-2xl border border-ink-200 bg-ink-50 px-5 py-4 text-ink-800">
        <h1 className="font-semibold text-ink-950">Order not found</h1>
        <p className="mt-1">We couldn't find that order among yours.</p>
        <p className="mt-3">
          <BackToOrders />
        </p>
      </div>
    );
  }
  return <ErrorMessage title="We couldn't load this order" error={order.error} onRetry={() => void order.refetch()} />;
}

// The router's lazy route takes this module's `Component`.
export { MyOrderPage as Component };
