import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { toolKeys } from "@/lib/query-keys";
import { adminOrderKeys } from "./keys";
import type { AdminOrder, AdminOrderDetail, ShipOrderInput } from "../types";

const orderPath = (id: number) => `/manage/orders/${id}`;

/** POST /api/manage/orders/{id}/ship (admins): the order, now shipped (409 unless paid). */
export function shipOrder({ id, ...tracking }: ShipOrderInput & { id: number }): Promise<AdminOrder> {
  return api.post<AdminOrder>(`${orderPath(id)}/ship`, tracking);
}

/**
 * POST /api/manage/checkouts/{id}/ship (admins): every paid order of the parcel ships with
 * this one tracking number (or none does: 409).
 */
export function shipParcel({ parcel, ...tracking }: ShipOrderInput & { parcel: number }): Promise<unknown> {
  return api.post<unknown>(`/manage/checkouts/${parcel}/ship`, tracking);
}

/** POST /api/manage/orders/{id}/deliver (admins): the order, now delivered (409 unless shipped). */
export function deliverOrder(id: number): Promise<AdminOrder> {
  return api.post<AdminOrder>(`${orderPath(id)}/deliver`);
}

/** POST /api/manage/orders/{id}/refund (admins): the order, refunded through Stripe, its stock back (409 once shipped). */
export function refundOrder(id: number): Promise<AdminOrder> {
  return api.post<AdminOrder>(`${orderPath(id)}/refund`);
}

/**
 * Shows the answer at once (keeping the payment the answer may leave out), then refetches
 * the order, every list and the overview.
 */
function settle(queryClient: QueryClient, order: AdminOrder) {
  queryClient.setQueryData<AdminOrderDetail>(adminOrderKeys.detail(order._id), (current) =>
    current ? { ...current, ...order } : undefined,
  );
  return queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
}

export function useShipOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: shipOrder, onSuccess: (order) => settle(queryClient, order) });
}

/** Ships a whole parcel: its orders, the lists and the overview are fetched again. */
export function useShipParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shipParcel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}

export function useDeliverOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deliverOrder, onSuccess: (order) => settle(queryClient, order) });
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    // The stock comes back: the tools' lists (and the overview's low stock) change too.
    onSuccess: async (order) => {
      await Promise.all([settle(queryClient, order), queryClient.invalidateQueries({ queryKey: toolKeys.all })]);
    },
  });
}
