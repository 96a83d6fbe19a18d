import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { orderKeys, paintingKeys, toolKeys } from "@/lib/query-keys";
import type { StaffReturn } from "../types";
import { returnKeys } from "./keys";

/** GET /api/manage/returns?order={id} (admins): the order's return, or null. */
export async function getStaffReturn(orderId: number, signal?: AbortSignal): Promise<StaffReturn | null> {
  const found = await api.get<StaffReturn[]>("/manage/returns", { query: { order: orderId }, signal });
  return found[0] ?? null;
}

export function useStaffReturn(orderId: number, enabled = true) {
  return useQuery({
    queryKey: returnKeys.staff(orderId),
    queryFn: ({ signal }) => getStaffReturn(orderId, signal),
    enabled,
  });
}

/** POST /api/manage/returns/{id}/received (admins): 409 unless requested. */
export function markReturnReceived(returnId: number): Promise<StaffReturn> {
  return api.post<StaffReturn>(`/manage/returns/${returnId}/received`);
}

/** POST /api/manage/returns/{id}/refund (admins): refunds through Stripe; 409 unless received. */
export function refundReturn(returnId: number): Promise<StaffReturn> {
  return api.post<StaffReturn>(`/manage/returns/${returnId}/refund`);
}

/**
 * A staff step of a return: then the returns, the orders (statuses, history, the lists),
 * and the tools and paintings (back on sale) are fetched again.
 */
function useReturnStep(step: (returnId: number) => Promise<StaffReturn>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSettled: () =>
      Promise.all(
        [returnKeys.all, orderKeys.all, toolKeys.all, paintingKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useMarkReturnReceived = () => useReturnStep(markReturnReceived);
export const useRefundReturn = () => useReturnStep(refundReturn);
