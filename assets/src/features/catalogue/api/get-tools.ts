import { useQuery } from "@tanstack/react-query";
import { api, type Paginated } from "@/lib/api-client";
import { PUBLIC_QUERY } from "@/lib/query-client";
import { toolKeys } from "@/lib/query-keys";
import type { Tool } from "../types";
import { LATEST_TOOLS_COUNT, NEWEST_FIRST } from "./tool-lists";

/** GET /api/tools?ordering=-_id&limit=N: the N most recently added tools. */
export async function getLatestTools(limit: number, signal?: AbortSignal): Promise<Tool[]> {
  const page = await api.get<Paginated<Tool>>("/tools", {
    query: { ordering: NEWEST_FIRST, limit },
    signal,
    anonymous: true,
  });
  return page.results;
}

export function useLatestTools(limit: number = LATEST_TOOLS_COUNT) {
  return useQuery({
    queryKey: toolKeys.latest(limit),
    queryFn: ({ signal }) => getLatestTools(limit, signal),
    meta: PUBLIC_QUERY,
  });
}
