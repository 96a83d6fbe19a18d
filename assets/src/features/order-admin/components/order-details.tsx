import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { textLink } from "@/components/ui";
import { DeliveryAddressView } from "@/components/order/delivery-address-view";
import { OrderKindTag } from "@/components/order/order-kind-tag";
import { formatPrice } from "@/lib/format";
import { orderName } from "@/lib/order-name";
import { customerLabel, formatMinorUnits, orderTotal } from "../format";
import type { AdminOrderDetail, DeliveryAddress, OrderParcel } from "../types";
import { OrderHistory } from "./order-history";

// min-w-0: a grid item may be narrower than its table, which then scrolls in its own box.
const card = "min-w-0 rounded-2xl border border-ink-200 bg-white/80 p-4 shadow-sm sm:p-5";

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
  return <DeliveryAddressView address={address} />;
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

/** The checkout the order was paid in: its orders (one parcel), the shipping and the tax. */
function Parcel({ parcel, currency }: { parcel: OrderParcel; currency: string }) {
  const money = (amount: string) => formatPrice(Number(amount), currency || undefined);
  const taxes = parcel.taxes.filter((rate) => Number(rate.tax) > 0);
  return (
    <Facts
      rows={[
        ["Checkout", `#${parcel._id} (${parcel.status})`],
        [
          "Orders",
          <span key="orders" className="flex flex-wrap gap-x-2">
            {parcel.orders.map((id) => (
              <Link key={id} to={`/dashboard/orders/${id}`} className={textLink}>
                #{id}
              </Link>
            ))}
          </span>,
        ],
        ["Shipping", `${parcel.method}: ${money(parcel.shipping)}${parcel.shippingRefunded ? " (refunded)" : ""}`],
        ...taxes.map((rate): [string, ReactNode] => [`Tax ${Number(rate.rate)}%`, money(rate.tax)]),
        ["Total", money(parcel.total)],
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

/** An order as staff see it: its items, customer, delivery address, payment, tracking and history. */
export function OrderDetails({ order }: { order: AdminOrderDetail }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section id="order-items" title="Items">
        {/* On a phone the table may scroll sideways in its box: the keyboard reaches it too. */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="What was ordered">
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
                <th scope="row" className="min-w-40 py-2 pr-3 font-medium text-ink-950">
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
      {order.parcel ? (
        <Section id="order-parcel" title="Parcel">
          <Parcel parcel={order.parcel} currency={order.currency} />
        </Section>
      ) : null}
      <Section id="order-tracking" title="Tracking">
        <TrackingFacts order={order} />
      </Section>
      <Section id="order-history" title="History">
        <OrderHistory history={order.history} />
      </Section>
    </div>
  );
}
