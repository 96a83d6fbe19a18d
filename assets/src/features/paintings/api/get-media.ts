import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PUBLIC_QUERY } from "@/lib/query-client";
import { paintingKeys } from "@/lib/query-keys";
import type { PaintingMedium } from "../types";

/** GET /api/paintings/media: the media a painting can be in (the gallery's filter, the admin's form). */
export function getPaintingMedia(signal?: AbortSignal): Promise<PaintingMedium[]> {
  return api.get<PaintingMedium[]>("/paintings/media", { signal, anonymous: true });
}

export function usePaintingMedia() {
  return useQuery({
    queryKey: paintingKeys.media(),
    queryFn: ({ signal }) => getPaintingMedia(signal),
    staleTime: Infinity,
    meta: PUBLIC_QUERY,
  });
}
