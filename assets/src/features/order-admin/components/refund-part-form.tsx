import { useEffect, useId, useRef, useState } from "react";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { button } from "@/components/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextAreaField, TextField } from "@/components/ui/text-field";
import { cn } from "@/lib/cn";
import { applyApiErrors } from "@/lib/form-errors";
import { formatPrice } from "@/lib/format";
import { useRefundPart } from "../api/refund-part";
import { orderNumber } from "../format";
import type { AdminOrderDetail, RefundPartInput } from "../types";

type RefundPartValues = { part: RefundPartInput["part"]; amount: string; reason: string };

/** What the confirm dialog asks about: the request, and the amount it gives back (a decimal string). */
type Asking = { input: RefundPartInput; amount: string };

const SERVER_FIELDS = { part: "part", amount: "amount", reason: "reason" } as const;

const RADIO =
  "mt-0.5 size-5 shrink-0 accent-terracotta-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ultramarine-600";

/** "5.8" -> 580: money is compared in cents, never as floating point. Null unless a plain amount. */
function toCents(text: string): number | null {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || !/\d/.test(text)) return null;
  const [, whole, fraction = ""] = match;
  if (fraction.length > 2) return null;
  return Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
}

/** 580 -> "5.80", as the server reads amounts. */
function centsText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

function amountError(value: string, most: string | null, money: (amount: string) => string): true | string {
  const text = value.trim();
  if (!text) return "Enter how much goes back";
  if (!/^\d*(\.\d*)?$/.test(text) || !/\d/.test(text)) return "Enter the amount as a number, like 5.00";
  const cents = toCents(text);
  if (cents === null) return "Use at most 2 decimals, like 5.25";
  if (cents === 0) return "Enter an amount above zero";
  if (most !== null && cents > (toCents(most) ?? Infinity)) return `At most ${money(most)} can go back for this order`;
  return true;
}

function reasonError(value: string): true | string {
  const text = value.trim();
  if (!text) return "Say why the money goes back";
  if (text.length < 3) return "Write at least 3 characters";
  if (text.length > 200) return "Keep the reason to 200 characters";
  return true;
}

type RefundPartFormProps = {
  order: AdminOrderDetail;
  /** The section's heading, which names the form. */
  labelledBy: string;
  /** Done: the words for the page's notice (the order and its documents are being fetched again). */
  onRefunded: (message: string) => void;
  /** A refusal that is not about one field (409, Stripe out of reach), for the page to show. */
  onFailed: (error: unknown) => void;
};

/**
 * Gives back part of an order's line, or its parcel's shipping, with a reason the customer
 * reads; a confirm dialog says how much and to whom before anything is sent.
 */
export function RefundPartForm({ order, labelledBy, onRefunded, onFailed }: RefundPartFormProps) {
  const refund = useRefundPart();
  const money = (amount: string | number) => formatPrice(Number(amount), order.currency || undefined);
  const most = order.partRefundable == null ? null : String(order.partRefundable);
  const shipping = order.parcel?.shippingRefundable ? order.parcel.shipping : null;
  const [asking, setAsking] = useState<Asking | null>(null);
  // A server field error is focused once the dialog has closed (it gives focus back as it goes).
  const focusAfterClose = useRef<FieldPath<RefundPartValues> | null>(null);
  const partErrorId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors },
  } = useForm<RefundPartValues>({
    defaultValues: { part: most !== null ? "amount" : "shipping", amount: "", reason: "" },
  });
  const part = useWatch({ control, name: "part" });

  useEffect(() => {
    if (asking || !focusAfterClose.current) return;
    setFocus(focusAfterClose.current);
    focusAfterClose.current = null;
  }, [asking, setFocus]);

  const number = orderNumber(order);
  const what = ({ input, amount }: Asking) =>
    input.part === "amount" ? `${money(amount)} of order ${number}` : `the shipping of order ${number}'s parcel`;

  const onSubmit = handleSubmit((values) => {
    const reason = values.reason.trim();
    if (values.part === "shipping") {
      if (shipping !== null) setAsking({ input: { part: "shipping", reason }, amount: shipping });
      return;
    }
    const amount = centsText(toCents(values.amount.trim()) ?? 0);
    setAsking({ input: { part: "amount", amount, reason }, amount });
  });

  const onConfirm = async () => {
    if (!asking) return;
    try {
      await refund.mutateAsync({ id: order._id, ...asking.input });
      setAsking(null);
      reset();
      onRefunded(`Refunded ${what(asking)}.`);
    } catch (error) {
      setAsking(null);
      const { first } = applyApiErrors<RefundPartValues>(
        error,
        (name, fieldError) => setError(name, fieldError),
        SERVER_FIELDS,
      );
      if (first) focusAfterClose.current = first.field;
      else onFailed(error);
    }
  };

  const choices = [
    most !== null ? { value: "amount", label: `Part of this order (at most ${money(most)})` } : null,
    shipping !== null ? { value: "shipping", label: `The parcel's shipping (${money(shipping)})` } : null,
  ].filter((choice) => choice !== null);

  return (
    <>
      <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} className="mt-3 space-y-4">
        <fieldset className="min-w-0" aria-describedby={errors.part ? partErrorId : undefined}>
          <legend className="text-sm font-semibold text-ink-900">What goes back</legend>
          <div className="mt-1.5 space-y-2">
            {choices.map((choice) => (
              <label
                key={choice.value}
                className={cn(
                  "flex cursor-pointer gap-3 rounded-xl border px-4 py-3 text-sm text-ink-950",
                  part === choice.value ? "border-terracotta-700 bg-terracotta-50" : "border-ink-200",
                )}
              >
                <input type="radio" value={choice.value} className={RADIO} {...register("part")} />
                <span className="min-w-0 [overflow-wrap:anywhere]">{choice.label}</span>
              </label>
            ))}
          </div>
          {errors.part ? (
            <p id={partErrorId} className="mt-1.5 text-sm font-medium text-red-700">
              {errors.part.message}
            </p>
          ) : null}
        </fieldset>
        {part === "amount" ? (
          <div className="sm:max-w-xs">
            <TextField
              label="Amount"
              inputMode="decimal"
              autoComplete="off"
              required
              error={errors.amount?.message}
              {...register("amount", {
                validate: (value, values) => values.part !== "amount" || amountError(value, most, money),
              })}
            />
          </div>
        ) : null}
        <TextAreaField
          label="Reason"
          rows={3}
          required
          maxLength={200}
          hint="The customer reads it in their e-mail and on the credit note."
          error={errors.reason?.message}
          {...register("reason", { validate: reasonError })}
        />
        <button
          type="submit"
          aria-haspopup="dialog"
          disabled={refund.isPending}
          className={cn(button(), "w-full sm:w-auto")}
        >
          Refund part…
        </button>
      </form>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `Refund ${what(asking)}?` : ""}
        description={
          asking ? (
            <p>
              {`${money(asking.amount)} goes back to ${order.customer.email ?? "the deleted customer"} through Stripe, with a credit note. This cannot be undone.`}
            </p>
          ) : null
        }
        confirmLabel="Refund"
        cancelLabel="Keep the money"
        busy={refund.isPending}
        busyLabel="Refunding…"
        onConfirm={() => void onConfirm()}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
