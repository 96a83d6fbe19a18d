import { currencyDigits, formatPrice } from "@/lib/format";
import { formatDateTime } from "@/lib/format-date";
import type { AdminOrder, AdminOrderDetail } from "./types";

export { formatDateTime };

/** "#12": how the shop and its e-mails name an order. */
export function orderNumber(order: Pick<AdminOrder, "_id">): string {
  return `#${order._id}`;
}

/** Who placed the order, for admins: the e-mail, or "deleted customer" once they deleted
 * their account (the order stays for the books). */
export function customerLabel(order: Pick<AdminOrder, "customer">): string {
  return order.customer.email ?? "deleted customer";
}

export function orderTotal(order: Pick<AdminOrder, "toolsPrice" | "currency">): string {
  return formatPrice(Number(order.toolsPrice), order.currency || undefined);
}

/** An amount in minor units (Stripe's cents) in its currency: 4500 usd -> "$45.00". */
export function formatMinorUnits(amount: number, currency: string): string {
  return formatPrice(amount / 10 ** currencyDigits(currency), currency);
}

/** What a refund gives back: the order's share of its checkout (the server's figure), else its total. */
export function refundTotal(order: Pick<AdminOrderDetail, "refundAmount" | "toolsPrice" | "currency">): string {
  if (order.refundAmount == null) return orderTotal(order);
  return formatPrice(Number(order.refundAmount), order.currency || undefined);
}
