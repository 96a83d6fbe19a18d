import type { Order } from "@/types/order";

/** What cancelling gives back, in words. */
export function cancelledGoesBack(order: Pick<Order, "kind">): string {
  return order.kind === "painting"
    ? "The painting goes back on sale, and this cannot be undone."
    : "The tools go back on the shelf, and this cannot be undone.";
}
