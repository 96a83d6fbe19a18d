import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useParams } from "react-router-dom";
import { Alert, ErrorMessage, Spinner, button, textLink } from "@/components/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  OrderHistory,
  ShipForm,
  StatusBadge,
  customerLabel,
  formatDateTime,
  formatMinorUnits,
  orderNumber,
  orderTotal,
  useAdminOrder,
  useDeliverOrder,
  useRefundOrder,
  type AdminOrderDetail,
  type DeliveryAddress,
} from "@/features/order-admin";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { errorMessage } from "@/lib/api-client";
import { formatPrice } from "@/lib/format";
import { OrderKindTag } from "@/components/order/order-kind-tag";
import { orderName } from "@/lib/order-name";

type Notice = { tone: "success" | "error"; text: string; key: number };

const card = "rounded-2xl border border-ink-200 bg-white/80 p-4 shadow-sm sm:p-5";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="font-serif text-xl font-bold text-ink-950">
        {title}
      </h2>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-ink-600">{term}</dt>
          <dd className="text-ink-950 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Address({ address }: { address: DeliveryAddress | null }) {
  if (!address) return <p className="text-ink-700">No delivery address: the order was placed before the shop asked.</p>;
  const cityLine = [address.postalCode, address.city, address.region].filter(Boolean).join(" ");
  return (
    <address className="not-italic text-ink-950">
      {[address.fullName, address.line1, address.line2, cityLine, address.countryName || address.country]
        .filter(Boolean)
        .map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      {address.phone ? <span className="mt-1 block text-ink-700">Phone: {address.phone}</span> : null}
    </address>
  );
}

function Payment({ order }: { order: AdminOrderDetail }) {
  const { payment } = order;
  if (!payment) return <p className="text-ink-700">No payment recorded.</p>;
  return (
    <Facts
      rows={[
        ["Status", payment.status],
        ["Amount", formatMinorUnits(payment.amount, payment.currency)],
        ["PaymentIntent", payment.paymentIntentId ? <code>{payment.paymentIntentId}</code> : "—"],
        ["Refund", payment.refundId ? <code>{payment.refundId}</code> : "—"],
      ]}
    />
  );
}

function TrackingFacts({ order }: { order: AdminOrderDetail }) {
  const { tracking } = order;
  if (!tracking) return <p className="text-ink-700">Not shipped yet.</p>;
  return (
    <Facts
      rows={[
        ["Carrier", tracking.carrier],
        ["Number", tracking.number],
        [
          "Link",
          tracking.url ? (
            <a href={tracking.url} target="_blank" rel="noreferrer noopener" className={textLink}>
              Track the parcel<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            "—"
          ),
        ],
      ]}
    />
  );
}

function OrderDetails({ order }: { order: AdminOrderDetail }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section id="order-items" title="Items">
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">What was ordered</caption>
            <thead className="text-xs tracking-wider text-ink-600 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Item
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Quantity
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Unit price
                </th>
                <th scope="col" className="py-2 pl-3 text-right">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-t border-ink-100">
                <th scope="row" className="py-2 pr-3 font-medium text-ink-950">
                  {orderName(order)}
                  <OrderKindTag order={order} />
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{order.toolsQuantity}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {formatPrice(Number(order.unitPrice), order.currency || undefined)}
                </td>
                <td className="py-2 pl-3 text-right font-semibold tabular-nums">{orderTotal(order)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </Section>
      <Section id="order-customer" title="Customer">
        <Facts
          rows={[
            ["Name", order.customerName || "—"],
            ["E-mail", customerLabel(order)],
          ]}
        />
      </Section>
      <Section id="order-address" title="Delivery address">
        <Address address={order.deliveryAddress} />
      </Section>
      <Section id="order-payment" title="Payment">
        <Payment order={order} />
      </Section>
      <Section id="order-tracking" title="Tracking">
        <TrackingFacts order={order} />
      </Section>
      <Section id="order-history" title="History">
        <OrderHistory history={order.history} />
      </Section>
    </div>
  );
}

export function AdminOrderPage() {
  const { id } = useParams();
  useDocumentTitle(id ? `Order #${id}` : "Order");
  const order = useAdminOrder(id);
  const deliver = useDeliverOrder();
  const refund = useRefundOrder();
  const [shipping, setShipping] = useState(false);
  const [confirmRefund, setConfirmRefund] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shipButtonRef = useRef<HTMLButtonElement>(null);

  // After an action, focus goes to what it said (the buttons it used may be gone).
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const say = (tone: Notice["tone"], text: string) => setNotice({ tone, text, key: Date.now() });

  if (order.isPending) return <Spinner label="Loading the order…" />;
  if (order.isError)
    return (
      <div>
        <p>
          <Link to="/dashboard/orders" className={textLink}>
            ← All orders
          </Link>
        </p>
        <div className="mt-6">
          <ErrorMessage title="Couldn't load the order" error={order.error} onRetry={() => void order.refetch()} />
        </div>
      </div>
    );

  const current = order.data;
  const number = orderNumber(current);

  const onDeliver = () =>
    deliver.mutate(current._id, {
      onSuccess: () => say("success", `Order ${number} is marked delivered.`),
      onError: (error) => say("error", errorMessage(error)),
    });

  const onRefund = () =>
    refund.mutate(current._id, {
      onSuccess: () => {
        setConfirmRefund(false);
        say("success", `Order ${number} is refunded.`);
      },
      onError: (error) => {
        setConfirmRefund(false);
        say("error", errorMessage(error));
      },
    });

  const busy = deliver.isPending || refund.isPending;

  return (
    <div>
      <p>
        <Link to="/dashboard/orders" className={textLink}>
          ← All orders
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 ref={headingRef} tabIndex={-1} className="font-serif text-3xl font-bold text-ink-950 outline-none">
          Order {number}
        </h1>
        <StatusBadge status={current.status} />
      </div>
      <p className="mt-1 text-ink-700">
        Placed {formatDateTime(current.createdAt)} · {orderName(current)} × {current.toolsQuantity} ·{" "}
        {orderTotal(current)}
      </p>

      {notice ? (
        <div key={notice.key} ref={noticeRef} tabIndex={-1} className="mt-4 outline-none">
          {notice.tone === "error" ? (
            <Alert>{notice.text}</Alert>
          ) : (
            <p
              role="status"
              className="rounded-xl border border-sage-200 bg-sage-50 px-4 py-3 text-sm font-medium text-sage-800"
            >
              {notice.text}
            </p>
          )}
        </div>
      ) : null}

      {current.status === "paid" || current.status === "shipped" ? (
        <section aria-label="Actions" className="mt-6 space-y-4">
          {current.status === "paid" && !shipping ? (
            <div className="flex flex-col gap-3 sm:flex-row">
              <button
                ref={shipButtonRef}
                type="button"
                onClick={() => {
                  setNotice(null);
                  setShipping(true);
                }}
                disabled={busy}
                className={button()}
              >
                Mark shipped
              </button>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => setConfirmRefund(true)}
                disabled={busy}
                className={button("secondary")}
              >
                Refund
              </button>
            </div>
          ) : null}
          {current.status === "paid" && shipping ? (
            <ShipForm
              orderId={current._id}
              onShipped={() => {
                setShipping(false);
                say("success", `Order ${number} is marked shipped.`);
              }}
              onFailed={(error) => say("error", errorMessage(error))}
              onCancel={() => {
                setShipping(false);
                // The form's button is gone: back to the button that opened it.
                setTimeout(() => shipButtonRef.current?.focus(), 0);
              }}
            />
          ) : null}
          {current.status === "shipped" ? (
            <button type="button" onClick={onDeliver} disabled={busy} className={button()}>
              {deliver.isPending ? "Marking delivered…" : "Mark delivered"}
            </button>
          ) : null}
        </section>
      ) : null}

      <div className="mt-6">
        <OrderDetails order={current} />
      </div>

      <ConfirmDialog
        open={confirmRefund}
        title={`Refund order ${number}?`}
        description={
          <p>
            {`${orderTotal(current)} goes back to ${current.customer.email ?? "the deleted customer"} through Stripe, and the ${current.toolsQuantity} `}
            {current.toolsQuantity === 1 ? "tool goes" : "tools go"} back in stock. This cannot be undone.
          </p>
        }
        confirmLabel="Refund"
        cancelLabel="Keep the order"
        busy={refund.isPending}
        busyLabel="Refunding the order…"
        onConfirm={onRefund}
        onCancel={() => setConfirmRefund(false)}
        fallbackFocus={() => noticeRef.current ?? headingRef.current}
      />
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { AdminOrderPage as Component };
