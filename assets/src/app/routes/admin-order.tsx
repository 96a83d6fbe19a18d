import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { Alert, ErrorMessage, Spinner, textLink } from "@/components/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  OrderActions,
  OrderDetails,
  RefundPartSection,
  StatusBadge,
  formatDateTime,
  orderNumber,
  orderTotal,
  refundTotal,
  useAdminOrder,
  useDeliverOrder,
  useRefundOrder,
} from "@/features/order-admin";
import { ReturnAdminSection } from "@/features/returns";
import { OrderDocuments } from "@/features/documents";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { errorMessage } from "@/lib/api-client";
import { orderName } from "@/lib/order-name";

type Notice = { tone: "success" | "error"; text: string; key: number };

export function AdminOrderPage() {
  const { id } = useParams();
  useDocumentTitle(id ? `Order #${id}` : "Order");
  const order = useAdminOrder(id);
  const deliver = useDeliverOrder();
  const refund = useRefundOrder();
  const [confirmRefund, setConfirmRefund] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

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

      <OrderActions
        order={current}
        busy={busy}
        delivering={deliver.isPending}
        onShipStart={() => setNotice(null)}
        onShipped={() => say("success", `Order ${number} is marked shipped.`)}
        onShipFailed={(error) => say("error", errorMessage(error))}
        onDeliver={onDeliver}
        onRefund={() => setConfirmRefund(true)}
      />

      <ReturnAdminSection orderId={current._id} status={current.status} />

      <RefundPartSection
        order={current}
        onRefunded={(text) => say("success", text)}
        onFailed={(error) => say("error", errorMessage(error))}
      />

      <div className="mt-6 space-y-6">
        <OrderDetails order={current} />
        <OrderDocuments order={current} />
      </div>

      <ConfirmDialog
        open={confirmRefund}
        title={`Refund order ${number}?`}
        description={
          <p>
            {`${refundTotal(current)} goes back to ${current.customer.email ?? "the deleted customer"} through Stripe, and the ${current.toolsQuantity} `}
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
