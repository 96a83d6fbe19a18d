/**
 * The checkout's query keys. Kept with the feature, not in lib/query-keys (which every page
 * loads first): no other feature reads or invalidates them.
 */
export const checkoutKeys = {
  all: ["checkouts"] as const,
  /** A checkout's price (POST /api/checkout/quote), by its request. */
  quote: (input: { orders: number[]; country: string; method?: number }) =>
    [...checkoutKeys.all, "quote", input] as const,
  detail: (id: string | number) => [...checkoutKeys.all, "detail", String(id)] as const,
};
