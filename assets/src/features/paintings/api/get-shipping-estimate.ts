import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PUBLIC_QUERY } from "@/lib/query-client";
import type { ShippingOffer } from "@/types/shipping";

export type { ShippingOffer };

export type ShippingEstimate = {
  currency: string;
  pricesIncludeTax: boolean;
  country: string;
  countryName: string;
  methods: ShippingOffer[];
};

/** GET /api/shipping-estimate: what sending the painting alone to the country costs by each method (400 `not_shipped`). */
export function getShippingEstimate(
  painting: number,
  country: string,
  signal?: AbortSignal,
): Promise<ShippingEstimate> {
  return api.get<ShippingEstimate>("/shipping-estimate", { query: { painting, country }, signal, anonymous: true });
}

export function useShippingEstimate(painting: number, country: string) {
  return useQuery({
    queryKey: ["paintings", "shipping", painting, country] as const,
    queryFn: ({ signal }) => getShippingEstimate(painting, country, signal),
    enabled: Boolean(country),
    retry: false,
    meta: PUBLIC_QUERY,
  });
}
