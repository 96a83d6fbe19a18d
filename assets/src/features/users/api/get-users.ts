import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { userKeys } from "@/lib/query-keys";
import type { ShopUser } from "../types";

/** GET /api/user (admins only): every user of the shop. */
export function getUsers(signal?: AbortSignal): Promise<ShopUser[]> {
  return api.get<ShopUser[]>("/user", { signal });
}

export function useUsers() {
  return useQuery({ queryKey: userKeys.all, queryFn: ({ signal }) => getUsers(signal) });
}
