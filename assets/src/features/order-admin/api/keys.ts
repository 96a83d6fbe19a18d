import { orderKeys } from "@/lib/query-keys";

/**
 * The admins' orders dashboard's keys, kept with the feature (lib/query-keys is in every
 * page's first load; no other feature reads these). The admins' orders dashboard: under `orderKeys.all`, so whatever changes an order (a
 * customer's too) refreshes it. The overview counts orders, so it lives here as well.
 */
export const adminOrderKeys = {
  all: [...orderKeys.all, "admin"] as const,
  lists: () => [...adminOrderKeys.all, "list"] as const,
  list: (filters: { status: string; search: string; openReturns?: boolean; offset: number; limit: number }) =>
    [...adminOrderKeys.lists(), filters] as const,
  detail: (id: string | number) => [...adminOrderKeys.all, "detail", String(id)] as const,
  overview: () => [...adminOrderKeys.all, "overview"] as const,
};
