import { Link } from "react-router-dom";
import { SkeletonBar, textLink } from "@/components/ui";
import { useMediaQuery } from "@/hooks/use-media-query";
import { OrderKindTag } from "@/components/order/order-kind-tag";
import { orderName } from "@/lib/order-name";
import { customerLabel, formatDateTime, orderNumber, orderTotal } from "../format";
import type { AdminOrder } from "../types";
import { StatusBadge } from "./status-badge";

const orderPath = (order: AdminOrder) => `/dashboard/orders/${order._id}`;

const TABLE_FRAME = "overflow-x-auto rounded-2xl border border-ink-200 bg-white/80 shadow-sm";
const CARD_FRAME = "rounded-2xl border border-ink-200 bg-white p-4 shadow-sm";

function OrdersTableHead() {
  return (
    <thead className="bg-ink-50 text-xs tracking-wider text-ink-600 uppercase">
      <tr>
        <th scope="col" className="px-4 py-3">
          Order
        </th>
        <th scope="col" className="px-4 py-3">
          Date
        </th>
        <th scope="col" className="px-4 py-3">
          Customer
        </th>
        <th scope="col" className="px-4 py-3">
          Item
        </th>
        <th scope="col" className="px-4 py-3 text-right">
          Quantity
        </th>
        <th scope="col" className="px-4 py-3 text-right">
          Total
        </th>
        <th scope="col" className="px-4 py-3">
          Status
        </th>
      </tr>
    </thead>
  );
}

function OrdersTable({ orders }: { orders: AdminOrder[] }) {
  return (
    <div className={TABLE_FRAME}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Orders, newest first</caption>
        <OrdersTableHead />
        <tbody className="divide-y divide-ink-100">
          {orders.map((order) => (
            <tr key={order._id} className="align-top">
              <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap">
                <Link to={orderPath(order)} className={textLink} aria-label={`Order ${orderNumber(order)}`}>
                  {orderNumber(order)}
                </Link>
              </th>
              <td className="px-4 py-3 whitespace-nowrap text-ink-700">{formatDateTime(order.createdAt)}</td>
              <td className="px-4 py-3 text-ink-900 [overflow-wrap:anywhere]">{customerLabel(order)}</td>
              <td className="px-4 py-3 text-ink-900">
                {orderName(order)}
                <OrderKindTag order={order} />
              </td>
              <td className="px-4 py-3 text-right text-ink-800 tabular-nums">{order.toolsQuantity}</td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-ink-950 tabular-nums">
                {orderTotal(order)}
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per order, the whole card's heading a link to the order. */
function OrderCards({ orders }: { orders: AdminOrder[] }) {
  return (
    <ul aria-label="Orders, newest first" className="space-y-3">
      {orders.map((order) => (
        <li key={order._id}>
          <article aria-labelledby={`admin-order-${order._id}`} className={CARD_FRAME}>
            <div className="flex items-start justify-between gap-3">
              <h3 id={`admin-order-${order._id}`} className="font-semibold">
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
          </article>
        </li>
      ))}
    </ul>
  );
}

const SKELETON_ROWS = 3;
const NARROW = "(max-width: 39.98rem)";

/**
 * While the orders load: the table (or the cards) with rows of the final rows' size, so
 * nothing below moves when they come (CLS 0).
 */
export function OrdersListSkeleton() {
  const narrow = useMediaQuery(NARROW);
  const rows = Array.from({ length: SKELETON_ROWS }, (_, index) => index);
  const status = (
    <p role="status" className="sr-only">
      Loading orders…
    </p>
  );
  if (narrow) {
    return (
      <div>
        {status}
        <ul aria-hidden="true" className="animate-pulse space-y-3 motion-reduce:animate-none">
          {rows.map((row) => (
            <li key={row} className={CARD_FRAME}>
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
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className={TABLE_FRAME}>
      {status}
      <table className="w-full text-left text-sm">
        <OrdersTableHead />
        <tbody aria-hidden="true" className="animate-pulse divide-y divide-ink-100 motion-reduce:animate-none">
          {rows.map((row) => (
            <tr key={row}>
              <td className="px-4 py-3">
                <SkeletonBar className="h-5 w-10" />
              </td>
              <td className="px-4 py-3">
                <SkeletonBar className="h-5 w-32" />
              </td>
              <td className="px-4 py-3">
                <SkeletonBar className="h-5 w-40" />
              </td>
              <td className="px-4 py-3">
                <SkeletonBar className="h-5 w-32" />
              </td>
              <td className="px-4 py-3">
                <SkeletonBar className="ml-auto h-5 w-6" />
              </td>
              <td className="px-4 py-3">
                <SkeletonBar className="ml-auto h-5 w-14" />
              </td>
              <td className="px-4 py-3">
                <SkeletonBar pill className="h-5 w-20" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The orders of one page: a table, or cards below 40rem (jsdom gets the table). */
export function OrdersList({ orders }: { orders: AdminOrder[] }) {
  const narrow = useMediaQuery(NARROW);
  return narrow ? <OrderCards orders={orders} /> : <OrdersTable orders={orders} />;
}
