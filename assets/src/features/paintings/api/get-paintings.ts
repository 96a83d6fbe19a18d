import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PUBLIC_QUERY } from "@/lib/query-client";
import { paintingKeys } from "@/lib/query-keys";
import type { Painting } from "../types";

/** GET /api/paintings: the paintings shown in the home slider and the gallery teaser. */
export function getPaintings(signal?: AbortSignal): Promise<Painting[]> {
  return api.get<Painting[]>("/paintings", { signal, anonymous: true });
}

export function usePaintings() {
  return useQuery({ queryKey: paintingKeys.list(), queryFn: ({ signal }) => getPaintings(signal), meta: PUBLIC_QUERY });
}
