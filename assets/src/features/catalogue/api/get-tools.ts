import { useQuery } from "@tanstack/react-query";
import { api, type Paginated } from "@/lib/api-client";
import { PUBLIC_QUERY } from "@/lib/query-client";
import type { Tool } from "../types";

export const toolKeys = {
  all: ["tools"] as const,
  pages: (pageSize: number) => [...toolKeys.all, "pages", pageSize] as const,
  latest: (limit: number) => [...toolKeys.all, "latest", limit] as const,
  detail: (id: string | number) => [...toolKeys.all, "detail", String(id)] as const,
};

/** The order of every tool list: the newest first (so a product just added shows at the top). */
export const NEWEST_FIRST = "-_id";

export const LATEST_TOOLS_COUNT = 6;

/** GET /api/tools?ordering=-_id&limit=N: the N most recently added tools. */
export async function getLatestTools(limit: number, signal?: AbortSignal): Promise<Tool[]> {
  const page = await api.get<Paginated<Tool>>("/tools", { query: { ordering: NEWEST_FIRST, limit }, signal });
  return page.results;
}

export function useLatestTools(limit: number = LATEST_TOOLS_COUNT) {
  return useQuery({ queryKey: toolKeys.latest(limit), queryFn: ({ signal }) => getLatestTools(limit, signal), meta: PUBLIC_QUERY });
}
