import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminOrderKeys } from "./keys";
import type { AdminOrderDetail } from "../types";

/** GET /api/manage/orders/{id} (admins): one order with its payment. */
export function getAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return api.get<AdminOrderDetail>(`/manage/orders/${encodeURIComponent(id)}`, { signal });
}

export function useAdminOrder(id: string | undefined) {
  return useQuery({
    queryKey: adminOrderKeys.detail(id ?? ""),
    queryFn: ({ signal }) => getAdminOrder(id as string, signal),
    enabled: Boolean(id),
  });
}
