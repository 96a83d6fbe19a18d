import { useId, useState } from "react";
import { Alert, ErrorMessage, button } from "@/components/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/lib/api-client";
import { useMarkReturnReceived, useRefundReturn, useStaffReturn } from "../api/staff-returns";
import { returnMoney, returnStatusText } from "../format";

type ReturnAdminSectionProps = { orderId: number; status: string };

/**
 * The admin's order page's "Return": the return the order is in (if any), "Mark parcel
 * received" once it is asked for, then "Refund return" (a confirm dialog with the amount).
 */
export function ReturnAdminSection({ orderId, status }: ReturnAdminSectionProps) {
  const shown = status === "delivered" || status === "refunded";
  const found = useStaffReturn(orderId, shown);
  const received = useMarkReturnReceived();
  const refund = useRefundReturn();
  const [confirming, setConfirming] = useState(false);
  const [said, setSaid] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const headingId = useId();
  if (!shown || found.isPending) return null;
  if (found.isError)
    return <ErrorMessage title="Couldn't load the return" error={found.error} onRetry={() => void found.refetch()} />;
  const ret = found.data;
  if (!ret) return null;

  const due = ret.refundDue === null ? null : returnMoney(ret.refundDue, ret.currency);
  const busy = received.isPending || refund.isPending;
  const onReceived = () =>
    received.mutate(ret.id, {
      onSuccess: () => setSaid({ tone: "success", text: `Return ${ret.number}: parcel received.` }),
      onError: (error) => setSaid({ tone: "error", text: errorMessage(error) }),
    });
  const onRefund = () =>
    refund.mutate(ret.id, {
      onSuccess: (answer) => {
        setConfirming(false);
        const amount = answer.refundAmount === null ? "" : ` ${returnMoney(answer.refundAmount, answer.currency)}`;
        setSaid({ tone: "success", text: `Return ${ret.number} is refunded:${amount}.` });
      },
      onError: (error) => {
        setConfirming(false);
        setSaid({ tone: "error", text: errorMessage(error) });
      },
    });

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="font-serif text-xl font-bold text-ink-950">
        {`Return ${ret.number}`}
      </h2>
      <p className="mt-2 font-semibold text-ink-950">{returnStatusText(ret, ret.currency)}</p>
      <ul className="mt-2 list-disc pl-5 text-sm text-ink-800">
        {ret.items.map((item) => (
          <li key={item.order} className="[overflow-wrap:anywhere]">
            {`Order #${item.order}: ${item.quantity} × ${item.item}, ${returnMoney(item.gross, ret.currency)}`}
          </li>
        ))}
      </ul>
      {ret.reason ? (
        <p className="mt-2 text-sm text-ink-800 [overflow-wrap:anywhere]">{`Reason: ${ret.reason}`}</p>
      ) : null}
      {said ? (
        <div className="mt-3">
          {said.tone === "error" ? (
            <Alert>{said.text}</Alert>
          ) : (
            <p
              role="status"
              className="rounded-xl border border-sage-200 bg-sage-50 px-4 py-3 text-sm font-medium text-sage-800"
            >
              {said.text}
            </p>
          )}
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {ret.status === "requested" ? (
          <button type="button" onClick={onReceived} disabled={busy} className={button()}>
            {received.isPending ? "Marking…" : "Mark parcel received"}
          </button>
        ) : null}
        {ret.status === "received" ? (
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => setConfirming(true)}
            disabled={busy}
            className={button("danger")}
          >
            Refund return
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Refund return ${ret.number}?`}
        description={
          <p>
            {`${due ?? "The rest"} goes back to ${ret.customer ?? "the deleted customer"} through Stripe, the items go back on sale and a credit note is issued for each order. This cannot be undone.`}
          </p>
        }
        confirmLabel={due ? `Refund ${due}` : "Refund"}
        cancelLabel="Not now"
        busy={refund.isPending}
        busyLabel="Refunding the return…"
        onConfirm={onRefund}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
