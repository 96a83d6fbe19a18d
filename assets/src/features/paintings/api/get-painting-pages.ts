import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api, type Paginated } from "@/lib/api-client";
import { PUBLIC_QUERY } from "@/lib/query-client";
import { paintingKeys, type PaintingQuery } from "@/lib/query-keys";
import type { Painting } from "../types";
import { NEWEST_PAINTINGS_FIRST, PAINTINGS_PAGE_SIZE } from "./painting-lists";

// Apart from get-paintings.ts, which Home copies (webpack keeps a module's used exports in
// every chunk that has it): this and useInfiniteQuery stay out of Home.

/** GET /api/paintings?<query>&limit=N&offset=M: one page (the gallery's are 24 long). */
export function getPaintingsPage(
  query: PaintingQuery,
  offset: number,
  signal?: AbortSignal,
  limit = PAINTINGS_PAGE_SIZE,
) {
  return api.get<Paginated<Painting>>("/paintings", {
    query: { ...query, limit, offset },
    signal,
    anonymous: true,
  });
}

/** The paintings `query` selects, a page at a time (`fetchNextPage` asks for the next one). */
export function usePaintingPages(query: PaintingQuery, enabled = true) {
  return useInfiniteQuery({
    queryKey: paintingKeys.pages(query),
    queryFn: ({ pageParam, signal }) => getPaintingsPage(query, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return lastPage.next && lastPage.results.length > 0 && loaded < lastPage.count ? loaded : undefined;
    },
    enabled,
    meta: PUBLIC_QUERY,
  });
}

/**
 * One numbered page of every painting, whatever its state, the newest first (the admins'
 * products list); the rows shown stay while the next page loads.
 */
export function usePaintingsPage(limit: number, offset: number) {
  return useQuery({
    queryKey: paintingKeys.page(limit, offset),
    queryFn: ({ signal }) => getPaintingsPage({ ordering: NEWEST_PAINTINGS_FIRST }, offset, signal, limit),
    placeholderData: keepPreviousData,
    meta: PUBLIC_QUERY,
  });
}
