import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { isApiError } from "@/lib/api-client";
import { applyApiErrors } from "@/lib/form-errors";
import { checkoutKeys } from "./api/keys";
import type { Order } from "@/types/order";
import type { PaymentCalls } from "@/types/payment";
import { usePayCheckout, useRefreshCheckout, useStartCheckout } from "./api/checkouts";
import { useCheckoutQuote } from "./api/quote";
import { ADDRESS_ERROR_FIELDS, toAddressInput, type AddressValues } from "./address";
import { money } from "./money";
import { changedQuote, expiredText, fieldRefusal, refusedOrders } from "./refusals";
import { CERTIFICATE_NAME_MISSING } from "./components/certificate-consent";
import type { Checkout, OfferedOrder, Quote, QuoteInput } from "./types";

export const CHECK_ADDRESS_MESSAGE = "Check the delivery address: a field says what is wrong.";
export const CHECKOUT_CLOSED_MESSAGE = "This payment was closed before it went through. Press Pay to start again.";

/** A 409 `total_changed`: nothing was charged, the summary shows the new total. */
export function totalChangedText(quote: Quote): string {
  return `The total changed to ${money(quote.total, quote.currency)} since you opened this page. Check it and pay again.`;
}

/** Pay was pressed with an address the form refuses: its fields say why. */
class AddressIncomplete extends Error {}

/** Pay was pressed with the certificate's box ticked and no name to print. */
class CertificateNameMissing extends Error {}

/**
 * The address checked as a submit does: the first wrong field takes the focus, and from then
 * on each field is checked again as it changes (as the purchase form's are).
 */
function addressChecked(form: UseFormReturn<AddressValues>): Promise<boolean> {
  return new Promise((resolve) => {
    void form.handleSubmit(
      () => resolve(true),
      () => resolve(false),
    )();
  });
}

type CheckoutFlowInput = {
  /** The order the customer came to pay: always in. */
  order: Order;
  /** The customer's other unpaid orders (undefined while they load). */
  others: OfferedOrder[] | undefined;
  form: UseFormReturn<AddressValues>;
  /** The name to print on the paintings' certificates: null when the buyer did not ask for it. */
  certificateName?: string | null;
};

/**
 * The checkout's state: which orders are ticked (all by default), those that ended or were
 * refused (named, left out), the method chosen, the quote for all that (asked again whenever
 * one changes), and the card form's three calls with the words for their refusals.
 */
export function useCheckoutFlow({ order, others, form, certificateName = null }: CheckoutFlowInput) {
  const queryClient = useQueryClient();
  const { control, setError, clearErrors, getFieldState } = form;
  const country = useWatch({ control, name: "deliveryAddress.country" });
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(() => new Set());
  const [refused, setRefused] = useState<ReadonlyMap<number, string>>(() => new Map());
  const [choice, setChoice] = useState<{ country: string; method: number } | null>(null);
  const [paying, setPaying] = useState(false);
  const [nameMissing, setNameMissing] = useState(false);
  const started = useRef<Checkout | null>(null);
  const startCheckout = useStartCheckout();
  const payCheckout = usePayCheckout();
  const refreshCheckout = useRefreshCheckout();

  const offered = (others ?? []).filter((other) => !refused.has(other.order._id));
  const rows = offered.filter((other) => other.payable);
  // Named and left out: orders whose hold ended while the page was open, and those refused.
  const gone = [
    ...offered.filter((other) => !other.payable).map(({ order: { _id } }) => ({ id: _id, message: expiredText(_id) })),
    ...[...refused].map(([id, message]) => ({ id, message })),
  ];
  const ticked = [order._id, ...rows.map((other) => other.order._id).filter((id) => !unticked.has(id))];
  const hasPainting =
    order.kind === "painting" ||
    rows.some((other) => other.order.kind === "painting" && !unticked.has(other.order._id));
  const nameToPrint = hasPainting && certificateName !== null ? certificateName.trim() : null;
  // A method is of one country's zone: another country starts from its default.
  const method = choice?.country === country ? choice.method : undefined;
  const input: QuoteInput | null =
    others === undefined || refused.has(order._id) || !country
      ? null
      : { orders: ticked, country, ...(method === undefined ? {} : { method }) };
  const quote = useCheckoutQuote(input);
  // With nothing to price (no country yet), the last quote is not kept on screen.
  const shown = input ? quote.data : undefined;

  // A quote refused for an order that ended or was paid meanwhile: it is named and left out,
  // which asks for the quote again without it.
  const [seenError, setSeenError] = useState<unknown>(null);
  if (quote.error !== seenError) {
    setSeenError(quote.error);
    const named = refusedOrders(quote.error);
    if (named.size > 0) setRefused((previous) => new Map([...previous, ...named]));
  }

  // "We don't ship to Peru yet." belongs to the address's country field, until the country changes.
  const countryRefusal = fieldRefusal(quote.error, "country");
  useEffect(() => {
    if (countryRefusal) setError("deliveryAddress.country", { type: "quote", message: countryRefusal });
    else if (getFieldState("deliveryAddress.country").error?.type === "quote") clearErrors("deliveryAddress.country");
  }, [countryRefusal, country, setError, clearErrors, getFieldState]);
  const methodRefusal = fieldRefusal(quote.error, "method");
  // A refusal of the country or of every method: no total, so no card form either.
  const blocked = Boolean(countryRefusal || methodRefusal) || refused.has(order._id);

  const toggle = (id: number) =>
    setUnticked((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const calls: PaymentCalls = {
    start: async () => {
      if (!shown) throw new Error("There is no total to pay yet.");
      if (!(await addressChecked(form))) throw new AddressIncomplete();
      setNameMissing(nameToPrint === "");
      if (nameToPrint === "") throw new CertificateNameMissing();
      const answer = await startCheckout.mutateAsync({
        orders: shown.lines.map((line) => line._id),
        address: toAddressInput(form.getValues("deliveryAddress")),
        method: shown.method,
        // The total shown, as the quote wrote it: the server refuses to charge anything else.
        total: String(shown.total),
        ...(nameToPrint ? { certificateName: nameToPrint } : {}),
      });
      started.current = answer.checkout;
      return { id: answer.checkout._id, setupSecret: answer.setupSecret };
    },
    confirm: (id, paymentMethod) => payCheckout.mutateAsync({ id, paymentMethod }),
    refresh: (id) => refreshCheckout.mutateAsync(id),
  };

  /** The page's words for a refusal of a call (null: the API's `detail`). */
  const explainError = (error: unknown): string | null => {
    if (error instanceof AddressIncomplete) return CHECK_ADDRESS_MESSAGE;
    if (error instanceof CertificateNameMissing) return CERTIFICATE_NAME_MISSING;
    if (!isApiError(error)) return null;
    const named = refusedOrders(error);
    if (named.size > 0) {
      setRefused((previous) => new Map([...previous, ...named]));
      return error.detail;
    }
    if (error.code === "total_changed") {
      const fresh = changedQuote(error);
      if (fresh && input) {
        queryClient.setQueryData(checkoutKeys.quote(input), fresh);
        return totalChangedText(fresh);
      }
      void quote.refetch();
      return error.detail;
    }
    if (error.code === "checkout_closed") return CHECKOUT_CLOSED_MESSAGE;
    if (applyApiErrors(error, setError, ADDRESS_ERROR_FIELDS).first) return CHECK_ADDRESS_MESSAGE;
    return null;
  };

  return {
    rows,
    gone,
    unticked,
    toggle,
    hasCountry: Boolean(country),
    /** A painting is among the orders paid: its certificate may carry the buyer's name. */
    hasPainting,
    /** Pay was pressed with the certificate's box ticked and no name. */
    certificateNameMissing: nameMissing && nameToPrint === "",
    /** The quote on screen: the last one while the next is asked (`updating`). */
    shown,
    updating: Boolean(shown) && (quote.isPlaceholderData || quote.isFetching),
    /** Asking for the first quote (or for the other orders, before it). */
    pricing: others === undefined || (input !== null && quote.isPending),
    quoteError: blocked ? null : quote.error,
    retryQuote: () => void quote.refetch(),
    chooseMethod: (id: number) => setChoice({ country, method: id }),
    countryRefusal,
    methodRefusal,
    blocked,
    payDisabled: !shown || quote.isPlaceholderData || quote.isFetching || quote.isError,
    paying,
    setPaying,
    calls,
    explainError,
    /** The checkout the last attempt started (read once it is paid). */
    startedCheckout: () => started.current,
  };
}
