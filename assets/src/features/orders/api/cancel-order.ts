import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, errorMessage, isApiError } from "@/lib/api-client";
import { orderKeys, paintingKeys, toolKeys } from "@/lib/query-keys";
import type { Order } from "@/types/order";

export const ORDER_CANCELLED_MESSAGE = "Order cancelled";
export const NOT_CANCELLABLE_MESSAGE = "This order can no longer be cancelled.";

/** Why a cancel was refused: the server's words when Stripe says it was paid meanwhile (`already_paid`). */
export function cancelRefusal(error: unknown): string {
  if (isApiError(error) && error.code === "already_paid") return error.detail;
  if (isApiError(error) && error.status === 409) return NOT_CANCELLABLE_MESSAGE;
  return errorMessage(error);
}

/** POST /api/mypurchase/{id}/cancel: cancels an unpaid order, its stock going back to the tool (its painting back on sale) (409 `not_cancellable` otherwise). */
export function cancelOrder(id: number): Promise<Order> {
  return api.post<Order>(`/mypurchase/${encodeURIComponent(String(id))}/cancel`);
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (cancelled) => {
      // Show the new status at once, then ask the server for the truth.
      queryClient.setQueriesData<Order[]>({ queryKey: [...orderKeys.all, "mine"] }, (orders) =>
        orders?.map((order) => (order._id === cancelled._id ? cancelled : order)),
      );
      queryClient.setQueryData(orderKeys.detail(cancelled._id), cancelled);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        // Its stock went back to the tool, or its painting is for sale again.
        queryClient.invalidateQueries({ queryKey: cancelled.kind === "painting" ? paintingKeys.all : toolKeys.all }),
      ]);
    },
    onError: (error) => {
      // Paid or cancelled meanwhile (another tab, or Stripe said paid: `already_paid`): what is on screen is out of date.
      if (isApiError(error) && (error.status === 409 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      }
    },
  });
}
