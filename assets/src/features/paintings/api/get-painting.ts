import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PUBLIC_QUERY } from "@/lib/query-client";
import { paintingKeys } from "@/lib/query-keys";
import type { Painting } from "../types";

/** GET /api/paintings/{id}: one painting (ApiError 404 when there is none). */
export function getPainting(id: string | number, signal?: AbortSignal): Promise<Painting> {
  return api.get<Painting>(`/paintings/${encodeURIComponent(String(id))}`, { signal, anonymous: true });
}

export function usePainting(id: string | undefined) {
  return useQuery({
    queryKey: paintingKeys.detail(id ?? ""),
    queryFn: ({ signal }) => getPainting(id as string, signal),
    enabled: Boolean(id),
    meta: PUBLIC_QUERY,
  });
}
