import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminOrderKeys } from "./keys";
import type { OrdersOverview } from "../types";

/** GET /api/manage/overview (admins): sales of the last 30 days, orders waiting to ship, tools low in stock. */
export function getOrdersOverview(signal?: AbortSignal): Promise<OrdersOverview> {
  return api.get<OrdersOverview>("/manage/overview", { signal });
}

export function useOrdersOverview() {
  return useQuery({ queryKey: adminOrderKeys.overview(), queryFn: ({ signal }) => getOrdersOverview(signal) });
}
