import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, type Paginated } from "@/lib/api-client";
import { userKeys } from "@/lib/query-keys";
import type { ShopUser, UserListFilters } from "../types";

export const USERS_PAGE_SIZE = 20;

/** GET /api/user?search=&limit=&offset= (admins only): a page of the shop's users, by e-mail. */
export function getUsers({ search, offset }: UserListFilters, signal?: AbortSignal): Promise<Paginated<ShopUser>> {
  return api.get<Paginated<ShopUser>>("/user", {
    query: { search: search || undefined, limit: USERS_PAGE_SIZE, offset },
    signal,
  });
}

export function useUsers(filters: UserListFilters) {
  return useQuery({
    queryKey: userKeys.list({ ...filters, limit: USERS_PAGE_SIZE }),
    queryFn: ({ signal }) => getUsers(filters, signal),
    // The page keeps the rows it shows while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}
