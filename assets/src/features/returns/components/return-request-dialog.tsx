import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { Alert, button } from "@/components/ui";
import { trapTab, useModalFocus } from "@/components/ui/modal-focus";
import { errorMessage } from "@/lib/api-client";
import { useRequestReturn } from "../api/order-return";
import { returnMoney } from "../format";
import type { OrderReturn } from "../types";

export const REASON_MAX = 1000;
export const RETURN_REQUESTED_MESSAGE = "Return requested. We have e-mailed you how to send the items back.";

const CHOICE =
  "mt-0.5 size-5 shrink-0 accent-terracotta-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ultramarine-600";

type ReturnRequestDialogProps = {
  orderId: number;
  info: OrderReturn;
  onDone: () => void;
  onCancel: () => void;
};

/**
 * "Return items": a checkbox per order of the parcel that can go back (all ticked), an
 * optional reason, "Request return". A modal: focus inside, Escape closes, focus goes back.
 */
export function ReturnRequestDialog(props: ReturnRequestDialogProps) {
  return createPortal(<DialogBody {...props} />, document.body);
}

function DialogBody({ orderId, info, onDone, onCancel }: ReturnRequestDialogProps) {
  const returnable = info.items.filter((item) => item.returnable);
  const [chosen, setChosen] = useState<number[]>(returnable.map((item) => item.order));
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRequestReturn(orderId);
  const titleId = useId();
  const reasonId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  useModalFocus(firstRef);

  const toggle = (order: number, on: boolean) =>
    setChosen((current) => (on ? [...current, order] : current.filter((other) => other !== order)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setProblem("Choose at least one item to return.");
      return;
    }
    setProblem(null);
    request.mutate(
      { orders: [...chosen].sort((a, b) => a - b), reason: reason.trim() },
      { onSuccess: onDone, onError: (error) => setProblem(errorMessage(error)) },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (!request.isPending) onCancel();
      return;
    }
    trapTab(event, dialogRef.current);
  };

  return (
    <div className="fixed inset-0 z-[80] flex items-end justify-center bg-ink-950/50 p-4 sm:items-center">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="max-h-full w-full max-w-md overflow-y-auto rounded-3xl border border-ink-200 bg-white p-6 shadow-2xl outline-none"
      >
        <h2 id={titleId} className="font-serif text-2xl font-bold text-ink-950">
          Return items
        </h2>
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          <fieldset>
            <legend className="text-sm font-semibold text-ink-900">Items to send back</legend>
            <ul className="mt-2 space-y-2">
              {returnable.map((item, index) => (
                <li key={item.order}>
                  <label className="flex gap-3 text-ink-900">
                    <input
                      ref={index === 0 ? firstRef : undefined}
                      type="checkbox"
                      className={CHOICE}
                      checked={chosen.includes(item.order)}
                      onChange={(event) => toggle(item.order, event.target.checked)}
                    />
                    <span className="min-w-0 [overflow-wrap:anywhere]">
                      {`Order #${item.order}: ${item.quantity} × ${item.item}, ${returnMoney(item.gross, info.currency)}`}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div>
            <label htmlFor={reasonId} className="block text-sm font-semibold text-ink-900">
              Reason (optional)
            </label>
            <textarea
              id={reasonId}
              value={reason}
              maxLength={REASON_MAX}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
              className="mt-1.5 block w-full rounded-xl border border-ink-300 bg-white px-4 py-2.5 text-ink-950 shadow-sm focus:outline-3 focus:outline-offset-1 focus:outline-ultramarine-600"
            />
          </div>
          <p className="text-sm text-ink-700">
            We refund the items and the original shipping once the parcel reaches us; we e-mail you the address and the
            withdrawal form.
          </p>
          {problem ? <Alert>{problem}</Alert> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={onCancel} disabled={request.isPending} className={button("secondary")}>
              Cancel
            </button>
            <button
              type="submit"
              disabled={request.isPending}
              aria-busy={request.isPending || undefined}
              className={button()}
            >
              {request.isPending ? "Requesting…" : "Request return"}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
