import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "@/lib/api-client";
import type { MethodInput, RateInput, ShippingTables } from "../types";

/** The admins' shipping tables; every change below refetches them. */
export const shippingKeys = { tables: ["shipping", "tables"] as const };

/** GET /api/manage/shipping (admins): every zone with its countries, methods and rates. */
export function getShippingTables(signal?: AbortSignal): Promise<ShippingTables> {
  return api.get<ShippingTables>("/manage/shipping", { signal });
}

export function useShippingTables() {
  return useQuery({ queryKey: shippingKeys.tables, queryFn: ({ signal }) => getShippingTables(signal) });
}

/** A change to the tables; on success the tables are read again (the next checkout prices with them). */
function useTablesChange<T>(change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingKeys.tables }),
  });
}

/** PATCH /api/manage/shipping/rates/{id}: 400 with `fields` (price, upToGrams), 409 `rate_exists`. */
export const useUpdateRate = () =>
  useTablesChange(({ id, ...rate }: Partial<RateInput> & { id: number }) =>
    api.patch(`/manage/shipping/rates/${id}`, rate),
  );

/** POST /api/manage/shipping/methods/{id}/rates. */
export const useAddRate = () =>
  useTablesChange(({ methodId, ...rate }: RateInput & { methodId: number }) =>
    api.post(`/manage/shipping/methods/${methodId}/rates`, rate),
  );

/** DELETE /api/manage/shipping/rates/{id}. */
export const useDeleteRate = () =>
  useTablesChange((id: number) => apiRequest<void>(`/manage/shipping/rates/${id}`, { method: "DELETE" }));

/** PATCH /api/manage/shipping/methods/{id}: 400 with `fields`, 409 `method_name_taken`. */
export const useUpdateMethod = () =>
  useTablesChange(({ id, ...method }: MethodInput & { id: number }) =>
    api.patch(`/manage/shipping/methods/${id}`, method),
  );

/** PATCH /api/manage/shipping/zones/{id} {countries}: 409 `country_in_other_zone`. */
export const useUpdateZone = () =>
  useTablesChange(({ id, ...zone }: { id: number; name?: string; countries?: string[] }) =>
    api.patch(`/manage/shipping/zones/${id}`, zone),
  );
