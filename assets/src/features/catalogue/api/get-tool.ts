import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PUBLIC_QUERY } from "@/lib/query-client";
import { toolKeys } from "@/lib/query-keys";
import type { Tool } from "../types";

/** GET /api/tools/{id}: one tool (ApiError 404 when there is none). */
export function getTool(id: string | number, signal?: AbortSignal): Promise<Tool> {
  return api.get<Tool>(`/tools/${encodeURIComponent(String(id))}`, { signal, anonymous: true });
}

export function useTool(id: string | undefined) {
  return useQuery({
    queryKey: toolKeys.detail(id ?? ""),
    queryFn: ({ signal }) => getTool(id as string, signal),
    enabled: Boolean(id),
    meta: PUBLIC_QUERY,
  });
}
