import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { categoryKeys } from "@/lib/query-keys";
import type { Brand, Category } from "../types";

/** A change to the lists (admins); on success both are read again (paths and counts move with it). */
function useListChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

/** POST /api/manage/categories: 400 `fields.name` (a sibling's name) or `fields.parent` (too deep). */
export const useAddCategory = () =>
  useListChange((category: { name: string; parent: number | null }) =>
    api.post<Category>("/manage/categories", category),
  );

/** PATCH /api/manage/categories/{id}: a new name or parent; 400 `fields.parent` for a loop or too deep. */
export const useUpdateCategory = () =>
  useListChange(({ id, ...changes }: { id: number; name?: string; parent?: number | null }) =>
    api.patch<Category>(`/manage/categories/${id}`, changes),
  );

/** DELETE /api/manage/categories/{id}: 409 `category_in_use` while it has tools or subcategories. */
export const useDeleteCategory = () => useListChange((id: number) => api.delete<void>(`/manage/categories/${id}`));

/** POST /api/manage/brands: 400 `fields.name` for a name taken. */
export const useAddBrand = () => useListChange((brand: { name: string }) => api.post<Brand>("/manage/brands", brand));

/** PATCH /api/manage/brands/{id}. */
export const useUpdateBrand = () =>
  useListChange(({ id, name }: { id: number; name: string }) => api.patch<Brand>(`/manage/brands/${id}`, { name }));

/** DELETE /api/manage/brands/{id}: 409 `brand_in_use` while tools have it. */
export const useDeleteBrand = () => useListChange((id: number) => api.delete<void>(`/manage/brands/${id}`));
