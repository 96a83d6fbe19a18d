import { Link } from "react-router-dom";
import { ResponsiveList, SkeletonBar, button, textLink, type ListColumn } from "@/components/ui";
import { OrderKindTag } from "@/components/order/order-kind-tag";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format-date";
import { TaxedPrice } from "@/components/ui/tax-note";
import { formatPrice } from "@/lib/format";
import { orderName } from "@/lib/order-name";
import type { Order } from "@/types/order";
import type { orderAt } from "../time-left";
import { OrderStatusBadge } from "./order-status-badge";

/** An order as it stands now (a hold that ended reads as expired). */
type OrderNow = ReturnType<typeof orderAt>;

type MyOrdersListProps = {
  /** `undefined` while they load. */
  orders: Order[] | undefined;
  at: (order: Order) => OrderNow;
  onCancel: (order: Order) => void;
};

const nameId = (order: Order) => `order-${order._id}-name`;

function orderedOn(createdAt: string): string | null {
  const date = formatDate(createdAt, "");
  return date ? `Ordered ${date}` : null;
}

/** The order's name, a link to its own page. */
function OrderLink({ order }: { order: Order }) {
  return (
    <Link to={`/dashboard/order/${order._id}`} className={textLink}>
      {orderName(order)}
    </Link>
  );
}

/** The status, and while it can be paid, the time left (not announced at every tick). */
function OrderStatus({ now }: { now: OrderNow }) {
  return (
    <>
      <OrderStatusBadge status={now.status} />
      {now.timeLeft ? <span className="mt-1 block text-xs font-medium text-ochre-700">{now.timeLeft}</span> : null}
    </>
  );
}

/** Pay (while payable) and Cancel (while unpaid); described by the order's name. */
function OrderActions({ order, now, onCancel }: { order: Order; now: OrderNow; onCancel: (order: Order) => void }) {
  if (now.status !== "pending") return null;
  return (
    <div className="flex items-center justify-end gap-2">
      {now.payable ? (
        <Link
          to={`/dashboard/payment/${order._id}`}
          aria-describedby={nameId(order)}
          className={cn(button("primary", "xs-tight"), "whitespace-nowrap")}
        >
          Pay
        </Link>
      ) : null}
      <button
        type="button"
        aria-describedby={nameId(order)}
        aria-haspopup="dialog"
        onClick={() => onCancel(order)}
        className={cn(button("secondary", "xs-tight"), "whitespace-nowrap")}
      >
        Cancel
      </button>
    </div>
  );
}

function columns(at: MyOrdersListProps["at"], onCancel: MyOrdersListProps["onCancel"]): ListColumn<Order>[] {
  return [
    {
      header: "Name",
      rowHeader: true,
      id: nameId,
      className: "font-medium text-ink-950",
      cell: (order) => {
        const date = orderedOn(order.createdAt);
        return (
          <>
            <OrderLink order={order} />
            <OrderKindTag order={order} />
            {date ? <span className="mt-0.5 block text-xs font-normal text-ink-600">{date}</span> : null}
          </>
        );
      },
      // A row as tall as an order's: its name (text-sm) over its date (text-xs).
      placeholder: (
        <>
          <SkeletonBar className="h-5 w-40" />
          <SkeletonBar className="mt-0.5 h-4 w-28" />
        </>
      ),
    },
    {
      header: "Quantity",
      numeric: true,
      className: "text-ink-800 tabular-nums",
      cell: (order) => order.toolsQuantity,
      placeholder: <SkeletonBar className="ml-auto h-5 w-6" />,
    },
    {
      header: "Price",
      numeric: true,
      className: "font-semibold whitespace-nowrap text-ink-950 tabular-nums",
      cell: (order) => <TaxedPrice price={formatPrice(Number(order.toolsPrice))} />,
      placeholder: <SkeletonBar className="ml-auto h-5 w-16" />,
    },
    {
      header: "Status",
      cell: (order) => <OrderStatus now={at(order)} />,
      placeholder: <SkeletonBar pill className="h-6 w-24" />,
    },
    {
      header: <span className="sr-only">Actions</span>,
      cell: (order) => <OrderActions order={order} now={at(order)} onCancel={onCancel} />,
      placeholder: <SkeletonBar pill className="ml-auto h-8 w-32" />,
    },
  ];
}

/** Phones: one card per order instead of a table too wide for the screen. */
function OrderCard({ order, now, onCancel }: { order: Order; now: OrderNow; onCancel: (order: Order) => void }) {
  const date = orderedOn(order.createdAt);
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={nameId(order)} className="font-semibold text-ink-950 [overflow-wrap:anywhere]">
            <OrderLink order={order} />
            <OrderKindTag order={order} />
          </h2>
          {date ? <p className="mt-0.5 text-xs text-ink-600">{date}</p> : null}
        </div>
        <div className="text-right">
          <OrderStatus now={now} />
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-ink-600">Quantity</dt>
          <dd className="font-medium text-ink-900 tabular-nums">{order.toolsQuantity}</dd>
        </div>
        <div>
          <dt className="text-ink-600">Price</dt>
          <dd className="font-semibold text-ink-950 tabular-nums">
            <TaxedPrice price={formatPrice(Number(order.toolsPrice))} />
          </dd>
        </div>
      </dl>
      {now.status === "pending" ? (
        <div className="mt-4 border-t border-ink-100 pt-4">
          <OrderActions order={order} now={now} onCancel={onCancel} />
        </div>
      ) : null}
    </>
  );
}

const PLACEHOLDER_CARD = (
  <>
    <div className="flex items-start justify-between gap-3">
      <div>
        <SkeletonBar className="mt-0.5 h-5 w-36" />
        <SkeletonBar className="mt-1 h-3 w-24" />
      </div>
      <SkeletonBar pill className="h-6 w-24" />
    </div>
    <div className="mt-3 grid grid-cols-2 gap-2">
      <div className="space-y-1">
        <SkeletonBar className="h-4 w-16" />
        <SkeletonBar className="h-4 w-8" />
      </div>
      <div className="space-y-1">
        <SkeletonBar className="h-4 w-12" />
        <SkeletonBar className="h-4 w-16" />
      </div>
    </div>
  </>
);

/** The customer's orders: name, quantity, price, status, and Pay and Cancel while they can be. */
export function MyOrdersList({ orders, at, onCancel }: MyOrdersListProps) {
  return (
    <ResponsiveList
      label="Your orders, newest first"
      items={orders}
      itemKey={(order) => order._id}
      columns={columns(at, onCancel)}
      card={(order) => <OrderCard order={order} now={at(order)} onCancel={onCancel} />}
      cardLabelId={nameId}
      loadingStatus="Loading your orders…"
      placeholderCard={PLACEHOLDER_CARD}
    />
  );
}
