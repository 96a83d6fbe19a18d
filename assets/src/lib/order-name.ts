import type { Order } from "@/types/order";

/** What to call an order: its tool's name or its painting's title, as the order kept it. */
export function orderName(order: Pick<Order, "kind" | "name" | "ToolsName">): string {
  const gone = order.kind === "painting" ? "A painting no longer in the shop" : "A tool no longer in the shop";
  return order.name || order.ToolsName || gone;
}
