import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, type Paginated } from "@/lib/api-client";
import { PUBLIC_QUERY } from "@/lib/query-client";
import { paintingKeys } from "@/lib/query-keys";
import type { Painting } from "../types";

/** The newest first: a painting just added shows at the top. */
const NEWEST_FIRST = "-_id";

/** GET /api/paintings?ordering=-_id&limit=N&offset=M: one page of every painting, whatever its state. */
export function getPaintingsPage(limit: number, offset: number, signal?: AbortSignal): Promise<Paginated<Painting>> {
  return api.get<Paginated<Painting>>("/paintings", {
    query: { ordering: NEWEST_FIRST, limit, offset },
    signal,
    anonymous: true,
  });
}

export function usePaintingsPage(limit: number, offset: number) {
  return useQuery({
    queryKey: paintingKeys.page(limit, offset),
    queryFn: ({ signal }) => getPaintingsPage(limit, offset, signal),
    // The list keeps the rows it shows while the next page loads.
    placeholderData: keepPreviousData,
    meta: PUBLIC_QUERY,
  });
}
