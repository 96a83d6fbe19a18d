import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { orderKeys } from "@/lib/query-keys";
import { checkoutKeys } from "./keys";
import type { PaymentResult } from "@/types/payment";
import type { Checkout, CheckoutInput, StartedCheckout } from "../types";

function checkoutPath(id: number): string {
  return `/checkouts/${encodeURIComponent(String(id))}`;
}

/**
 * POST /api/checkouts: a checkout of these orders for the total the customer was shown, its
 * PaymentIntent and a fresh SetupIntent (so it is asked again before every attempt). 400 for
 * an address field (`address.city`) or `not_shipped`; 409 `order_expired` / `not_payable`
 * naming the order, `total_changed` (with the new `quote`), `amount_too_small` / `_large`.
 */
export function startCheckout(input: CheckoutInput): Promise<StartedCheckout> {
  return api.post<StartedCheckout>("/checkouts", input);
}

/** POST /api/checkouts/{id}/pay: the server confirms the checkout's PaymentIntent with the card (402 `card_declined`). */
export function payCheckout({ id, paymentMethod }: { id: number; paymentMethod: string }): Promise<PaymentResult> {
  return api.post<PaymentResult>(`${checkoutPath(id)}/pay`, { paymentMethod });
}

/** POST /api/checkouts/{id}/refresh: the server asks Stripe again (after 3-D Secure) and answers the truth. */
export function refreshCheckout(id: number): Promise<PaymentResult> {
  return api.post<PaymentResult>(`${checkoutPath(id)}/refresh`);
}

/** GET /api/checkouts/{id}: one of the customer's checkouts (its receipt). */
export function getCheckout(id: number, signal?: AbortSignal): Promise<Checkout> {
  return api.get<Checkout>(checkoutPath(id), { signal });
}

/** A refusal that means the orders on screen are out of date (one ended, or was paid elsewhere). */
function invalidateOnConflict(queryClient: ReturnType<typeof useQueryClient>, error: unknown) {
  if (isApiError(error) && (error.status === 409 || error.status === 404)) {
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  }
}

export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCheckout,
    onError: (error) => invalidateOnConflict(queryClient, error),
  });
}

function usePaymentStep<Input>(call: (input: Input) => Promise<PaymentResult>, idOf: (input: Input) => number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result, input) => {
      // Paid (or on its way): My Order and the orders' pages show it from now on. Not awaited:
      // the page shows the payment's outcome at once, the lists follow.
      if (result.status === "succeeded" || result.status === "processing") {
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        void queryClient.invalidateQueries({ queryKey: checkoutKeys.detail(idOf(input)) });
      }
    },
    onError: (error) => invalidateOnConflict(queryClient, error),
  });
}

export function usePayCheckout() {
  return usePaymentStep(payCheckout, (input) => input.id);
}

export function useRefreshCheckout() {
  return usePaymentStep(refreshCheckout, (id) => id);
}

/** The checkout's receipt; `initial` (what starting it answered) shows until the server's answer comes. */
export function useCheckout(id: number, initial?: Checkout) {
  return useQuery({
    queryKey: checkoutKeys.detail(id),
    queryFn: ({ signal }) => getCheckout(id, signal),
    placeholderData: initial,
  });
}
