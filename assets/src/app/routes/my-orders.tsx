import { useEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { ErrorMessage, SkeletonBar, Spinner, button, textLink } from "@/components/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAuth } from "@/features/auth";
import {
  ORDER_CANCELLED_MESSAGE,
  OrderStatusBadge,
  cancelRefusal,
  cancelledGoesBack,
  useCancelOrder,
  useMyOrders,
  useOrdersNow,
} from "@/features/orders";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useMediaQuery } from "@/hooks/use-media-query";
import { isApiError } from "@/lib/api-client";
import { formatPrice } from "@/lib/format";
import type { Order } from "@/types/order";
import { notify } from "@/lib/toast";
import { OrderKindTag } from "@/components/order/order-kind-tag";
import { orderName } from "@/lib/order-name";
import { formatDate } from "@/lib/format-date";
import { cn } from "@/lib/cn";

function orderedOn(createdAt: string): string | null {
  const date = formatDate(createdAt, "");
  return date ? `Ordered ${date}` : null;
}

/** An order as it stands now (a hold that ended reads as expired). */
type OrderNow = ReturnType<ReturnType<typeof useOrdersNow>>;

type OrderListProps = {
  orders: Order[];
  at: (order: Order) => OrderNow;
  onCancel: (order: Order) => void;
};

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

/** Pay (while payable) and Cancel (while unpaid); described by the order's name (`nameId`). */
function OrderActions({
  order,
  now,
  nameId,
  onCancel,
}: {
  order: Order;
  now: OrderNow;
  nameId: string;
  onCancel: (order: Order) => void;
}) {
  if (now.status !== "pending") return null;
  return (
    <div className="flex items-center justify-end gap-2">
      {now.payable ? (
        <Link
          to={`/dashboard/payment/${order._id}`}
          aria-describedby={nameId}
          className={cn(button("primary", "xs-tight"), "whitespace-nowrap")}
        >
          Pay
        </Link>
      ) : null}
      <button
        type="button"
        aria-describedby={nameId}
        aria-haspopup="dialog"
        onClick={() => onCancel(order)}
        className={cn(button("secondary", "xs-tight"), "whitespace-nowrap")}
      >
        Cancel
      </button>
    </div>
  );
}

const TABLE_FRAME = "overflow-x-auto rounded-2xl border border-ink-200 bg-white shadow-sm";
const CARD_FRAME = "rounded-2xl border border-ink-200 bg-white p-4 shadow-sm";

function OrdersTableHead() {
  return (
    <thead className="bg-ink-50 text-xs tracking-wider text-ink-600 uppercase">
      <tr>
        <th scope="col" className="px-4 py-3">
          Name
        </th>
        <th scope="col" className="px-4 py-3 text-right">
          Quantity
        </th>
        <th scope="col" className="px-4 py-3 text-right">
          Price
        </th>
        <th scope="col" className="px-4 py-3">
          Status
        </th>
        <th scope="col" className="px-4 py-3">
          <span className="sr-only">Actions</span>
        </th>
      </tr>
    </thead>
  );
}

const SKELETON_ROWS = 3;

/**
 * While the orders load: the table (or the cards) with rows of the final rows' size, so
 * nothing moves when they come (CLS 0).
 */
function OrdersSkeleton({ narrow }: { narrow: boolean }) {
  const rows = Array.from({ length: SKELETON_ROWS }, (_, index) => index);
  const status = (
    <p role="status" className="sr-only">
      Loading your orders…
    </p>
  );
  if (narrow) {
    return (
      <div>
        {status}
        <ul aria-hidden="true" className="animate-pulse space-y-4 motion-reduce:animate-none">
          {rows.map((row) => (
            <li key={row} className={CARD_FRAME}>
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
                <SkeletonBar className="h-5 w-40" />
                <SkeletonBar className="mt-0.5 h-4 w-28" />
              </td>
              <td className="px-4 py-3">
                <SkeletonBar className="ml-auto h-5 w-6" />
              </td>
              <td className="px-4 py-3">
                <SkeletonBar className="ml-auto h-5 w-16" />
              </td>
              <td className="px-4 py-3">
                <SkeletonBar pill className="h-6 w-24" />
              </td>
              <td className="px-4 py-3">
                <SkeletonBar pill className="ml-auto h-8 w-32" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrdersTable({ orders, at, onCancel }: OrderListProps) {
  return (
    <div className={TABLE_FRAME}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Your orders, newest first</caption>
        <OrdersTableHead />
        <tbody className="divide-y divide-ink-100">
          {orders.map((order) => {
            const nameId = `order-${order._id}-name`;
            const date = orderedOn(order.createdAt);
            const now = at(order);
            return (
              <tr key={order._id}>
                <th scope="row" id={nameId} className="px-4 py-3 align-top font-medium text-ink-950">
                  <OrderLink order={order} />
                  <OrderKindTag order={order} />
                  {date ? <span className="mt-0.5 block text-xs font-normal text-ink-600">{date}</span> : null}
                </th>
                <td className="px-4 py-3 text-right align-top text-ink-800 tabular-nums">{order.toolsQuantity}</td>
                <td className="px-4 py-3 text-right align-top font-semibold whitespace-nowrap text-ink-950 tabular-nums">
                  {formatPrice(Number(order.toolsPrice))}
                </td>
                <td className="px-4 py-3 align-top">
                  <OrderStatus now={now} />
                </td>
                <td className="px-4 py-3 align-top">
                  <OrderActions order={order} now={now} nameId={nameId} onCancel={onCancel} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per order instead of a table too wide for the screen. */
function OrderCards({ orders, at, onCancel }: OrderListProps) {
  return (
    <ul aria-label="Your orders, newest first" className="space-y-4">
      {orders.map((order) => {
        const nameId = `order-${order._id}-name`;
        const date = orderedOn(order.createdAt);
        const now = at(order);
        return (
          <li key={order._id}>
            <article aria-labelledby={nameId} className={CARD_FRAME}>
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 id={nameId} className="font-semibold text-ink-950 [overflow-wrap:anywhere]">
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
                  <dd className="font-semibold text-ink-950 tabular-nums">{formatPrice(Number(order.toolsPrice))}</dd>
                </div>
              </dl>
              {now.status === "pending" ? (
                <div className="mt-4 border-t border-ink-100 pt-4">
                  <OrderActions order={order} now={now} nameId={nameId} onCancel={onCancel} />
                </div>
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}

export function MyOrdersPage() {
  useDocumentTitle("My Order");
  const { user, signOut } = useAuth();
  const orders = useMyOrders(user?.email);
  const cancelOrder = useCancelOrder();
  const at = useOrdersNow(orders.data);
  const [toCancel, setToCancel] = useState<Order | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Below Tailwind's `sm` (40rem) a table of five columns does not fit: cards instead.
  const narrow = useMediaQuery("(max-width: 39.98rem)");

  // The server refused to show this user's orders (token expired, forged, or for someone
  // else): the session is not to be trusted. Signing out leaves for "/" (the app's
  // onSignedOut), then removes the token. Outside the effect, so that leaving can flushSync.
  const refused =
    orders.isError && isApiError(orders.error) && (orders.error.status === 401 || orders.error.status === 403);
  const signingOut = useRef(false);
  useEffect(() => {
    if (!refused || signingOut.current) return;
    signingOut.current = true;
    void Promise.resolve().then(() => signOut());
  }, [refused, signOut]);

  const confirmCancel = () => {
    if (!toCancel) return;
    cancelOrder.mutate(toCancel._id, {
      onSuccess: () => {
        void notify.success(ORDER_CANCELLED_MESSAGE);
        setToCancel(null);
      },
      onError: (error) => {
        void notify.error(cancelRefusal(error));
        setToCancel(null);
      },
    });
  };

  let content;
  if (refused) content = <Spinner label="Signing you out…" />;
  else if (orders.isPending) content = <OrdersSkeleton narrow={narrow} />;
  else if (orders.isError)
    content = (
      <ErrorMessage title="We couldn't load your orders" error={orders.error} onRetry={() => void orders.refetch()} />
    );
  else if (orders.data.length === 0)
    content = (
      <div className="rounded-2xl border border-dashed border-ink-300 bg-white/60 px-6 py-10 text-center text-ink-600">
        <p>You have no orders yet.</p>
        <p className="mt-3">
          <Link to="/allproduct" className={textLink}>
            Browse the tools
          </Link>
        </p>
      </div>
    );
  else if (narrow) content = <OrderCards orders={orders.data} at={at} onCancel={setToCancel} />;
  else content = <OrdersTable orders={orders.data} at={at} onCancel={setToCancel} />;

  return (
    <div>
      <h1 ref={headingRef} tabIndex={-1} className="font-serif text-3xl font-bold text-ink-950 outline-none">
        My Order
      </h1>
      <p className="mt-2 text-ink-700">Pay for an order to have it sent, or cancel it while it is unpaid.</p>
      <div className="mt-6">{content}</div>
      <ConfirmDialog
        open={toCancel !== null}
        title="Cancel this order?"
        description={
          toCancel ? (
            <p>
              {`${orderName(toCancel)}, quantity ${toCancel.toolsQuantity}, ${formatPrice(Number(toCancel.toolsPrice))}. `}
              {cancelledGoesBack(toCancel)}
            </p>
          ) : null
        }
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        busy={cancelOrder.isPending}
        busyLabel="Cancelling the order…"
        onConfirm={confirmCancel}
        onCancel={() => setToCancel(null)}
        fallbackFocus={() => headingRef.current}
      />
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { MyOrdersPage as Component };
