import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api, type Paginated } from "@/lib/api-client";
import { PUBLIC_QUERY } from "@/lib/query-client";
import { toolKeys } from "@/lib/query-keys";
import type { Tool } from "../types";
import { NEWEST_FIRST, TOOLS_PAGE_SIZE } from "./tool-lists";

// Apart from get-tools.ts: the home page imports that module, and webpack keeps a module's
// used exports in every chunk that copies it; this (and useInfiniteQuery) stays out of home.

/** GET /api/tools?ordering=-_id&limit=N&offset=M: one page of the catalogue, newest first. */
export function getToolsPage(limit: number, offset: number, signal?: AbortSignal): Promise<Paginated<Tool>> {
  return api.get<Paginated<Tool>>("/tools", {
    query: { ordering: NEWEST_FIRST, limit, offset },
    signal,
    anonymous: true,
  });
}

/** The whole catalogue, a page at a time (`fetchNextPage` asks for the next one). */
export function useToolPages(pageSize: number = TOOLS_PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: toolKeys.pages(pageSize),
    queryFn: ({ pageParam, signal }) => getToolsPage(pageSize, pageParam, signal),
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
    queryFn: ({ signal }) => getToolsPage(limit, offset, signal),
    // The list keeps the rows it shows while the next page loads.
    placeholderData: keepPreviousData,
    meta: PUBLIC_QUERY,
  });
}
