import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { orderKeys } from "@/lib/query-keys";
import type { Order } from "@/types/order";
import type { PaymentIntentAnswer, PaymentResult } from "../types";

/**
 * POST /api/create-payment-intent: the order's PaymentIntent (computed by the server) and a
 * fresh SetupIntent secret, so it is asked again before every attempt. 404 for another
 * customer's order; 409 `not_payable` once it is paid or cancelled.
 */
export function createPaymentIntent(order: number): Promise<PaymentIntentAnswer> {
  return api.post<PaymentIntentAnswer>("/create-payment-intent", { order });
}

/** POST /api/payments/confirm: the server confirms the order's PaymentIntent with the card (402 `card_declined`). */
export function confirmPayment({
  order,
  paymentMethod,
}: {
  order: number;
  paymentMethod: string;
}): Promise<PaymentResult> {
  return api.post<PaymentResult>("/payments/confirm", { order, paymentMethod });
}

/** POST /api/payments/refresh: the server asks Stripe again (after 3-D Secure) and answers the truth. */
export function refreshPayment(order: number): Promise<PaymentResult> {
  return api.post<PaymentResult>("/payments/refresh", { order });
}

export function useCreatePaymentIntent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentIntent,
    // The server's copy of the order (total, status) is the one to show.
    onSuccess: (answer, id) =>
      queryClient.setQueryData<Order>(orderKeys.detail(id), (order) =>
        order ? { ...order, ...answer.order } : answer.order,
      ),
    onError: (error, id) => {
      // Paid or cancelled meanwhile (another tab), or gone: what the page shows is out of date.
      if (isApiError(error) && (error.status === 409 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) });
      }
    },
  });
}

function usePaymentStep<Input>(call: (input: Input) => Promise<PaymentResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      // Paid (or on its way): My Order and this order's page show it from now on. Not
      // awaited: the page shows the payment's outcome at once, the lists follow.
      if (result.status === "succeeded" || result.status === "processing") {
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      }
    },
  });
}

export function useConfirmPayment() {
  return usePaymentStep(confirmPayment);
}

export function useRefreshPayment() {
  return usePaymentStep(refreshPayment);
}
