import { useQuery } from "@tanstack/react-query";
import { api, type Paginated } from "@/lib/api-client";
import { PUBLIC_QUERY } from "@/lib/query-client";
import type { Tool } from "../types";

export const toolKeys = {
  all: ["tools"] as const,
  list: () => [...toolKeys.all, "list"] as const,
  latest: (limit: number) => [...toolKeys.all, "latest", limit] as const,
  detail: (id: string | number) => [...toolKeys.all, "detail", String(id)] as const,
};

/** GET /api/tools: every tool, oldest first. */
export function getTools(signal?: AbortSignal): Promise<Tool[]> {
  return api.get<Tool[]>("/tools", { signal });
}

export function useTools() {
  return useQuery({ queryKey: toolKeys.list(), queryFn: ({ signal }) => getTools(signal), meta: PUBLIC_QUERY });
}

export const LATEST_TOOLS_COUNT = 6;

/** GET /api/tools?ordering=-_id&limit=N: the N most recently added tools. */
export async function getLatestTools(limit: number, signal?: AbortSignal): Promise<Tool[]> {
  const page = await api.get<Paginated<Tool>>("/tools", { query: { ordering: "-_id", limit }, signal });
  return page.results;
}

export function useLatestTools(limit: number = LATEST_TOOLS_COUNT) {
  return useQuery({ queryKey: toolKeys.latest(limit), queryFn: ({ signal }) => getLatestTools(limit, signal), meta: PUBLIC_QUERY });
}
