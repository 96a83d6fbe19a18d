import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { orderKeys, toolKeys } from "@/lib/query-keys";
import type { Order } from "@/types/order";
import type { PlaceOrderInput } from "../types";

/** POST /api/mypurchase: orders `toolsQuantity` of a tool (400 below its minimum or above what is available). */
export function placeOrder({ tool, toolsQuantity }: PlaceOrderInput): Promise<Order> {
  // Only these two: the server knows who is asking and what the tool costs.
  return api.post<Order>("/mypurchase", { tool, toolsQuantity });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () =>
      Promise.all([
        // The stock went down: the tool on screen is fetched again, lists when next shown.
        queryClient.invalidateQueries({ queryKey: toolKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      ]),
    onError: (error, { tool }) => {
      // Refused for its stock or gone: what the page shows of the tool is out of date.
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        void queryClient.invalidateQueries({ queryKey: toolKeys.detail(tool) });
      }
    },
  });
}
