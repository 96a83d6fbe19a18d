import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { orderKeys } from "@/lib/query-keys";
import { checkoutKeys } from "./keys";
import type { Quote, QuoteInput } from "../types";

/**
 * POST /api/checkout/quote: the orders as one parcel to `country` by `method` (by default the
 * cheapest that carries it), every method of the country's zone with its price, and the
 * taxes. 400 `not_shipped` (`fields.country`), `not_carried` (`fields.method`); 409
 * `order_expired` or `not_payable` naming the order (`fields["orders.<id>"]`). Changes nothing.
 */
export function getCheckoutQuote(input: QuoteInput, signal?: AbortSignal): Promise<Quote> {
  return api.post<Quote>("/checkout/quote", input, { signal });
}

/** By the method chosen; when it no longer carries the parcel (other orders ticked), by the default one. */
async function quoteByChoice(input: QuoteInput, signal?: AbortSignal): Promise<Quote> {
  try {
    return await getCheckoutQuote(input, signal);
  } catch (error) {
    if (input.method === undefined || !isApiError(error) || error.code !== "unknown_method") throw error;
    return getCheckoutQuote({ orders: input.orders, country: input.country }, signal);
  }
}

/** The quote for `input` (none while null); the last one stays shown while the next is asked, if for the same country. */
export function useCheckoutQuote(input: QuoteInput | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: checkoutKeys.quote(input ?? { orders: [], country: "" }),
    queryFn: async ({ signal }) => {
      try {
        return await quoteByChoice(input as QuoteInput, signal);
      } catch (error) {
        // An order ended or was paid meanwhile: the orders on screen are out of date.
        if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        throw error;
      }
    },
    enabled: input !== null,
    // The last quote stays shown while the next is asked, for the same country only: another
    // country's methods are another zone's (a click on one would be lost) and its taxes another's.
    placeholderData: (previous) =>
      previous && input && previous.country.toUpperCase() === input.country.toUpperCase() ? previous : undefined,
  });
}
