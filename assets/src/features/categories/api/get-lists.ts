import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PUBLIC_QUERY } from "@/lib/query-client";
import { categoryKeys } from "@/lib/query-keys";
import type { Brand, Category } from "../types";

/** The lists change when an admin edits them: a page keeps its copy for a while. */
const LIST_STALE_TIME = 10 * 60_000;

/** GET /api/categories (anyone): every category, depth first. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>("/categories", { signal, anonymous: true });
}

/** GET /api/brands (anyone): every brand, by name. */
export function getBrands(signal?: AbortSignal): Promise<Brand[]> {
  return api.get<Brand[]>("/brands", { signal, anonymous: true });
}

export function useCategories() {
  return useQuery({
    queryKey: categoryKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: LIST_STALE_TIME,
    meta: PUBLIC_QUERY,
  });
}

export function useBrands() {
  return useQuery({
    queryKey: categoryKeys.brands(),
    queryFn: ({ signal }) => getBrands(signal),
    staleTime: LIST_STALE_TIME,
    meta: PUBLIC_QUERY,
  });
}
