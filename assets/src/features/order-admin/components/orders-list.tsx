import { Link } from "react-router-dom";
import { ResponsiveList, SkeletonBar, textLink, type ListColumn } from "@/components/ui";
import { OrderKindTag } from "@/components/order/order-kind-tag";
import { orderName } from "@/lib/order-name";
import { customerLabel, formatDateTime, orderNumber, orderTotal } from "../format";
import type { AdminOrder } from "../types";
import { StatusBadge } from "./status-badge";

const orderPath = (order: AdminOrder) => `/dashboard/orders/${order._id}`;
const cardHeadingId = (order: AdminOrder) => `admin-order-${order._id}`;

const COLUMNS: ListColumn<AdminOrder>[] = [
  {
    header: "Order",
    rowHeader: true,
    className: "font-semibold whitespace-nowrap",
    cell: (order) => (
      <Link to={orderPath(order)} className={textLink} aria-label={`Order ${orderNumber(order)}`}>
        {orderNumber(order)}
      </Link>
    ),
    placeholder: <SkeletonBar className="h-5 w-10" />,
  },
  {
    header: "Date",
    className: "whitespace-nowrap text-ink-700",
    cell: (order) => formatDateTime(order.createdAt),
    placeholder: <SkeletonBar className="h-5 w-32" />,
  },
  {
    header: "Customer",
    className: "text-ink-900 [overflow-wrap:anywhere]",
    cell: customerLabel,
    placeholder: <SkeletonBar className="h-5 w-40" />,
  },
  {
    header: "Item",
    className: "text-ink-900",
    cell: (order) => (
      <>
        {orderName(order)}
        <OrderKindTag order={order} />
      </>
    ),
    placeholder: <SkeletonBar className="h-5 w-32" />,
  },
  {
    header: "Quantity",
    numeric: true,
    className: "text-ink-800 tabular-nums",
    cell: (order) => order.toolsQuantity,
    placeholder: <SkeletonBar className="ml-auto h-5 w-6" />,
  },
  {
    header: "Total",
    numeric: true,
    className: "font-semibold whitespace-nowrap text-ink-950 tabular-nums",
    cell: orderTotal,
    placeholder: <SkeletonBar className="ml-auto h-5 w-14" />,
  },
  {
    header: "Status",
    cell: (order) => <StatusBadge status={order.status} />,
    placeholder: <SkeletonBar pill className="h-5 w-20" />,
  },
];

/** Phones: one card per order, the whole card's heading a link to the order. */
function OrderCard({ order }: { order: AdminOrder }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <h3 id={cardHeadingId(order)} className="font-semibold">
          <Link to={orderPath(order)} className={textLink}>
            Order {orderNumber(order)}
          </Link>
        </h3>
        <StatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-xs text-ink-600">{formatDateTime(order.createdAt)}</p>
      <p className="mt-2 text-sm text-ink-900 [overflow-wrap:anywhere]">{customerLabel(order)}</p>
      <p className="mt-1 flex justify-between gap-3 text-sm">
        <span className="text-ink-800">
          {orderName(order)} × {order.toolsQuantity}
          <OrderKindTag order={order} />
        </span>
        <span className="font-semibold text-ink-950 tabular-nums">{orderTotal(order)}</span>
      </p>
    </>
  );
}

const PLACEHOLDER_CARD = (
  <>
    <div className="flex items-start justify-between gap-3">
      <SkeletonBar className="h-6 w-28" />
      <SkeletonBar pill className="h-6 w-20" />
    </div>
    <SkeletonBar className="mt-1 h-4 w-32" />
    <SkeletonBar className="mt-2 h-5 w-48" />
    <div className="mt-1 flex justify-between gap-3">
      <SkeletonBar className="h-5 w-36" />
      <SkeletonBar className="h-5 w-14" />
    </div>
  </>
);

/** The orders of one page (`undefined` while they load): a table, or cards on a phone. */
export function OrdersList({ orders }: { orders: AdminOrder[] | undefined }) {
  return (
    <ResponsiveList
      label="Orders, newest first"
      items={orders}
      itemKey={(order) => order._id}
      columns={COLUMNS}
      card={(order) => <OrderCard order={order} />}
      cardLabelId={cardHeadingId}
      loadingStatus="Loading orders…"
      placeholderCard={PLACEHOLDER_CARD}
    />
  );
}
