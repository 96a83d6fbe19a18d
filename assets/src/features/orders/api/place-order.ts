import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { orderKeys, paintingKeys, toolKeys } from "@/lib/query-keys";
import type { Order } from "@/types/order";
import type { PlaceOrderInput } from "../types";

/** The API's refusals of a painting that is no longer for sale (409, with the reason as `detail`). */
export const PAINTING_REFUSALS = ["painting_reserved", "painting_sold"];

/** The API's refusals of an order that would make the customer's unpaid orders hold too much (409): pay or cancel some first. */
export const HOLDING_LIMITS = [
  "too_many_unpaid_orders",
  "too_many_units_held",
  "too_many_paintings_held",
  "too_much_held",
];

/**
 * POST /api/mypurchase: orders `toolsQuantity` of a tool, or a painting, sent to
 * `deliveryAddress`. Refusals: 400 for a tool below its minimum or above what is available,
 * or an address field wrong ("deliveryAddress.city"); 409 `painting_reserved` or
 * `painting_sold`; 409 for the HOLDING_LIMITS.
 */
export function placeOrder(input: PlaceOrderInput): Promise<Order> {
  // Only these: the server knows who is asking and what things cost.
  const body =
    "painting" in input
      ? { painting: input.painting, deliveryAddress: input.deliveryAddress }
      : { tool: input.tool, toolsQuantity: input.toolsQuantity, deliveryAddress: input.deliveryAddress };
  return api.post<Order>("/mypurchase", body);
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (_order, input) =>
      Promise.all([
        // The tool's stock went down, or the painting is now held: what is on screen is
        // fetched again, lists when next shown; orders include the last delivery address.
        queryClient.invalidateQueries({ queryKey: "painting" in input ? paintingKeys.all : toolKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      ]),
    onError: (error, input) => {
      // Refused for its stock or state, or gone: what the page shows of it is out of date.
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        const queryKey = "painting" in input ? paintingKeys.all : toolKeys.detail(input.tool);
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
