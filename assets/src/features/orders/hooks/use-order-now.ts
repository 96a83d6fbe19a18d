import type { Order } from "@/types/order";
import { orderAt } from "../time-left";
import { useNow } from "./use-now";

/**
 * The orders as they stand now, counting down while one of them is payable: when a hold
 * ends, that order turns expired on screen without a reload.
 */
export function useOrdersNow(orders: Order[] | undefined) {
  const counting = (orders ?? []).some((order) => order.status === "pending" && order.payable);
  const now = useNow(counting);
  return (order: Order) => orderAt(order, now);
}

export function useOrderNow(order: Order | undefined) {
  const at = useOrdersNow(order ? [order] : undefined);
  return order ? at(order) : null;
}
