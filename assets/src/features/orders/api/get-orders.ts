import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { orderKeys } from "@/lib/query-keys";
import type { Order } from "@/types/order";

/** GET /api/mypurchase?customer={email}: the signed-in customer's orders, newest first (403 for another email). */
export function getMyOrders(email: string, signal?: AbortSignal): Promise<Order[]> {
  return api.get<Order[]>("/mypurchase", { query: { customer: email }, signal });
}

export function useMyOrders(email: string | undefined) {
  return useQuery({
    queryKey: orderKeys.mine(email ?? ""),
    queryFn: ({ signal }) => getMyOrders(email as string, signal),
    enabled: Boolean(email),
  });
}

/**
 * The signed-in customer's order of painting `paintingId` that can still be paid: they hold
 * the painting. Asks for the orders only with an `email` (signed in, and the painting reserved).
 */
export function usePaintingHold(email: string | undefined, paintingId: number): Order | undefined {
  const orders = useMyOrders(email);
  return orders.data?.find(
    (order) => order.painting === paintingId && order.status === "pending" && order.payable === true,
  );
}

/** GET /api/mypurchase/{id}: one of the customer's own orders (404 for anyone else's). */
export function getOrder(id: string | number, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(`/mypurchase/${encodeURIComponent(String(id))}`, { signal });
}

export function useOrder(id: string | undefined) {
  return useQuery({
    queryKey: orderKeys.detail(id ?? ""),
    queryFn: ({ signal }) => getOrder(id as string, signal),
    enabled: Boolean(id),
  });
}
