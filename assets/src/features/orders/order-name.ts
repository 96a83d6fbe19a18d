import type { Order } from "@/types/order";

/** What to call an order: its tool's name, as the order kept it. */
export function orderName(order: Order): string {
  return order.name || order.ToolsName || "A tool no longer in the shop";
}
