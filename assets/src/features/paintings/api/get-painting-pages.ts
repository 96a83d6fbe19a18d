import { useInfiniteQuery } from "@tanstack/react-query";
import { api, type Paginated } from "@/lib/api-client";
import { PUBLIC_QUERY } from "@/lib/query-client";
import { paintingKeys, type PaintingQuery } from "@/lib/query-keys";
import type { Painting } from "../types";
import { PAINTINGS_PAGE_SIZE } from "./painting-lists";

// Apart from get-paintings.ts, which Home copies (webpack keeps a module's used exports in
// every chunk that has it): this and useInfiniteQuery stay out of Home.

/** GET /api/paintings?<query>&limit=24&offset=M: one page of the gallery. */
export function getPaintingsPage(query: PaintingQuery, offset: number, signal?: AbortSignal) {
  return api.get<Paginated<Painting>>("/paintings", {
    query: { ...query, limit: PAINTINGS_PAGE_SIZE, offset },
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
