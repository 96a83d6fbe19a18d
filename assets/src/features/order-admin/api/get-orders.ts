import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, type Paginated } from "@/lib/api-client";
import { adminOrderKeys } from "./keys";
import type { AdminOrder, OrderListFilters } from "../types";

export const ORDERS_PAGE_SIZE = 20;

/** GET /api/manage/orders?status=&search=&return=open&limit=&offset= (admins): every order, newest first. */
export function getAdminOrders(
  { status, search, openReturns, offset }: OrderListFilters,
  signal?: AbortSignal,
): Promise<Paginated<AdminOrder>> {
  return api.get<Paginated<AdminOrder>>("/manage/orders", {
    query: {
      status: status || undefined,
      search: search || undefined,
      return: openReturns ? "open" : undefined,
      limit: ORDERS_PAGE_SIZE,
      offset,
    },
    signal,
  });
}

export function useAdminOrders(filters: OrderListFilters) {
  return useQuery({
    queryKey: adminOrderKeys.list({ ...filters, limit: ORDERS_PAGE_SIZE }),
    queryFn: ({ signal }) => getAdminOrders(filters, signal),
    // The page keeps the rows it shows while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}
