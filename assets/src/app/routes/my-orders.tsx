import { useEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { ErrorMessage, Spinner, textLink } from "@/components/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAuth } from "@/features/auth";
import {
  MyOrdersList,
  ORDER_CANCELLED_MESSAGE,
  cancelRefusal,
  cancelledGoesBack,
  useCancelOrder,
  useMyOrders,
  useOrdersNow,
} from "@/features/orders";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { isApiError } from "@/lib/api-client";
import { formatPrice } from "@/lib/format";
import type { Order } from "@/types/order";
import { notify } from "@/lib/toast";
import { orderName } from "@/lib/order-name";

export function MyOrdersPage() {
  useDocumentTitle("My Order");
  const { user, signOut } = useAuth();
  const orders = useMyOrders(user?.email);
  const cancelOrder = useCancelOrder();
  const at = useOrdersNow(orders.data);
  const [toCancel, setToCancel] = useState<Order | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

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
  else if (orders.isPending) content = <MyOrdersList orders={undefined} at={at} onCancel={setToCancel} />;
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
  else content = <MyOrdersList orders={orders.data} at={at} onCancel={setToCancel} />;

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
