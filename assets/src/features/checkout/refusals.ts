import { isApiError } from "@/lib/api-client";
import type { Quote } from "./types";

const ORDER_FIELD = /^orders\.(\d+)$/;

/** What the page says of an order whose hold ended while it was open (the server's words for it). */
export function expiredText(id: number): string {
  return `Order #${id} has expired: it is no longer held for you.`;
}

/**
 * The orders a refusal names (409 `order_expired` or `not_payable`, `fields: {"orders.12": [...]}`),
 * each with what to say of it: the refusal's `detail` ("Order #12 has expired: ...").
 */
export function refusedOrders(error: unknown): Map<number, string> {
  const named = new Map<number, string>();
  if (!isApiError(error) || error.status !== 409) return named;
  const keys = Object.keys(error.fields).filter((key) => ORDER_FIELD.test(key));
  for (const key of keys) {
    const id = Number(ORDER_FIELD.exec(key)?.[1]);
    named.set(id, keys.length === 1 ? error.detail : `Order #${id}: ${error.fields[key][0] ?? error.detail}`);
  }
  return named;
}

/** The first message of the refusal's field `name` (a 400's `fields.country`, `fields.method`). */
export function fieldRefusal(error: unknown, name: string): string | null {
  if (!isApiError(error) || error.status !== 400) return null;
  return error.fields[name]?.[0] ?? null;
}

/** The new quote a 409 `total_changed` carries. */
export function changedQuote(error: unknown): Quote | null {
  if (!isApiError(error) || error.code !== "total_changed") return null;
  const quote = error.body.quote;
  return typeof quote === "object" && quote !== null && "total" in quote ? (quote as Quote) : null;
}
