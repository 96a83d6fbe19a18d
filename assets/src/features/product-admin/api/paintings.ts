import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { paintingKeys } from "@/lib/query-keys";
import type { EditablePainting, PaintingFields } from "../types";

/** POST /api/paintings (admins): adds a painting; answers it (201). */
export function createPainting(painting: PaintingFields): Promise<EditablePainting> {
  return api.post<EditablePainting>("/paintings", painting);
}

/** PATCH /api/paintings/{id} (admins): changes the fields sent, and only those. */
export function updatePainting(id: number, changes: Partial<PaintingFields>): Promise<EditablePainting> {
  return api.patch<EditablePainting>(`/paintings/${encodeURIComponent(String(id))}`, changes);
}

export function useCreatePainting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPainting,
    // The gallery, the lists and the painting's page show it at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paintingKeys.all }),
  });
}

export function useUpdatePainting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: Partial<PaintingFields> }) => updatePainting(id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paintingKeys.all }),
  });
}
