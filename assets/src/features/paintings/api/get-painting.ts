import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PUBLIC_QUERY } from "@/lib/query-client";
import { paintingKeys } from "@/lib/query-keys";
import { holdEnd } from "../painting-state";
import type { Painting } from "../types";

/** How often a reserved painting is asked for again: its hold may end, or turn into a sale. */
export const RESERVED_REFRESH_MS = 30_000;

/** GET /api/paintings/{id}: one painting (ApiError 404 when there is none). */
export function getPainting(id: string | number, signal?: AbortSignal): Promise<Painting> {
  return api.get<Painting>(`/paintings/${encodeURIComponent(String(id))}`, { signal, anonymous: true });
}

/** When to ask again: while reserved, every 30 s, and just after the hold ends if that is sooner. */
export function refreshInterval(painting: Painting | undefined, now = Date.now()): number | false {
  if (painting?.state !== "reserved") return false;
  const left = (holdEnd(painting) ?? Infinity) - now;
  return left > 0 && left < RESERVED_REFRESH_MS ? left + 1000 : RESERVED_REFRESH_MS;
}

/** One painting; its state is never stale for long (asked again on focus, and while reserved). */
export function usePainting(id: string | undefined) {
  return useQuery({
    queryKey: paintingKeys.detail(id ?? ""),
    queryFn: ({ signal }) => getPainting(id as string, signal),
    enabled: Boolean(id),
    meta: PUBLIC_QUERY,
    refetchOnWindowFocus: "always",
    refetchInterval: (query) => refreshInterval(query.state.data),
  });
}
