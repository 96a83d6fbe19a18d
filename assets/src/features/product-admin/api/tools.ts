import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { categoryKeys, toolKeys } from "@/lib/query-keys";
import type { SavedTool, ToolFields } from "../types";

/** POST /api/tools (admins): adds a tool to the shop. */
export function createTool(tool: ToolFields): Promise<SavedTool> {
  return api.post<SavedTool>("/tools", tool);
}

/** PATCH /api/tools/{id} (admins): changes the fields sent, and only those. */
export function updateTool(id: number, changes: Partial<ToolFields>): Promise<SavedTool> {
  return api.patch<SavedTool>(`/tools/${encodeURIComponent(String(id))}`, changes);
}

export function useCreateTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTool,
    // Home's newest tools and the catalogue show the new one at once; its category and brand count it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
      return queryClient.invalidateQueries({ queryKey: toolKeys.all });
    },
  });
}

export function useUpdateTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: Partial<ToolFields> }) => updateTool(id, changes),
    // The tool's page, the lists, Home: every copy of it; and the counts of categories and brands.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
      return queryClient.invalidateQueries({ queryKey: toolKeys.all });
    },
  });
}
