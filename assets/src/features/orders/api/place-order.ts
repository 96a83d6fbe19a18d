import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { orderKeys, toolKeys } from "@/lib/query-keys";
import type { Order } from "@/types/order";
import type { PlaceOrderInput } from "../types";

/**
 * POST /api/mypurchase: orders `toolsQuantity` of a tool, sent to `deliveryAddress` (400 below
 * its minimum, above what is available, or with an address field wrong: "deliveryAddress.city";
 * 409 `too_many_unpaid_orders`).
 */
export function placeOrder({ tool, toolsQuantity, deliveryAddress }: PlaceOrderInput): Promise<Order> {
  // Only these: the server knows who is asking and what the tool costs.
  return api.post<Order>("/mypurchase", { tool, toolsQuantity, deliveryAddress });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () =>
      Promise.all([
        // The stock went down: the tool on screen is fetched again, lists when next shown;
        // orders include the last delivery address.
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
