import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { orderKeys } from "@/lib/query-keys";
import type { OrderReturn, ReturnInfo } from "../types";
import { returnKeys } from "./keys";

/** GET /api/orders/{id}/return: whether the order can be returned, its parcel, its return. */
export function getOrderReturn(orderId: number, signal?: AbortSignal): Promise<OrderReturn> {
  return api.get<OrderReturn>(`/orders/${orderId}/return`, { signal });
}

export function useOrderReturn(orderId: number, enabled = true) {
  return useQuery({
    queryKey: returnKeys.order(orderId),
    queryFn: ({ signal }) => getOrderReturn(orderId, signal),
    enabled,
  });
}

export type ReturnRequest = { orders: number[]; reason: string };

/** POST /api/orders/{id}/returns: 201 the return; 409 `return_period_ended`, `already_returned`. */
export function requestReturn(orderId: number, body: ReturnRequest): Promise<ReturnInfo> {
  return api.post<ReturnInfo>(`/orders/${orderId}/returns`, body);
}

/** Asks for the return; then the order's return and every order (their history) are fetched again. */
export function useRequestReturn(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequest) => requestReturn(orderId, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: returnKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      ]),
  });
}
