import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api, type Paginated } from "@/lib/api-client";
import { PUBLIC_QUERY } from "@/lib/query-client";
import { toolKeys, type ToolQuery } from "@/lib/query-keys";
import type { Tool } from "../types";
import { NEWEST_FIRST, TOOLS_PAGE_SIZE } from "./tool-lists";

// Apart from get-tools.ts: the home page imports that module, and webpack keeps a module's
// used exports in every chunk that copies it; this (and useInfiniteQuery) stays out of home.

/** GET /api/tools?<query>&limit=N&offset=M: one page of the tools `query` selects. */
export function getToolsPage(
  query: ToolQuery,
  limit: number,
  offset: number,
  signal?: AbortSignal,
): Promise<Paginated<Tool>> {
  return api.get<Paginated<Tool>>("/tools", {
    query: { ...query, limit, offset },
    signal,
    anonymous: true,
  });
}

/**
 * The tools `query` selects, a page at a time (`fetchNextPage` asks for the next one). While
 * another query's first page loads, the last one's tools stay (`isPlaceholderData`).
 */
export function useToolPages(query: ToolQuery, enabled = true) {
  return useInfiniteQuery({
    queryKey: toolKeys.pages(query),
    queryFn: ({ pageParam, signal }) => getToolsPage(query, TOOLS_PAGE_SIZE, pageParam, signal),
    placeholderData: keepPreviousData,
    enabled,
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return lastPage.next && lastPage.results.length > 0 && loaded < lastPage.count ? loaded : undefined;
    },
    meta: PUBLIC_QUERY,
  });
}

/** One numbered page of the tools, newest first (the admins' products list). */
export function useToolsPage(limit: number, offset: number) {
  return useQuery({
    queryKey: toolKeys.page(limit, offset),
    queryFn: ({ signal }) => getToolsPage({ ordering: NEWEST_FIRST }, limit, offset, signal),
    // The list keeps the rows it shows while the next page loads.
    placeholderData: keepPreviousData,
    meta: PUBLIC_QUERY,
  });
}
