import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PUBLIC_QUERY } from "@/lib/query-client";
import { countryKeys, orderKeys } from "@/lib/query-keys";
import type { DeliveryAddress } from "@/types/order";

export type Country = { code: string; name: string };

/** GET /api/countries: the countries the shop delivers to, sorted by name (the same for everyone). */
export function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return api.get<Country[]>("/countries", { signal, anonymous: true });
}

export function useCountries() {
  return useQuery({
    queryKey: countryKeys.all,
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Infinity,
    meta: PUBLIC_QUERY,
  });
}

/** GET /api/delivery-address: the address of the customer's newest order (null before the first), to prefill the form. */
export function getLastDeliveryAddress(signal?: AbortSignal): Promise<{ deliveryAddress: DeliveryAddress | null }> {
  return api.get<{ deliveryAddress: DeliveryAddress | null }>("/delivery-address", { signal });
}

export function useLastDeliveryAddress({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: orderKeys.deliveryAddress(),
    queryFn: ({ signal }) => getLastDeliveryAddress(signal),
    select: (answer) => answer.deliveryAddress,
    enabled,
  });
}
