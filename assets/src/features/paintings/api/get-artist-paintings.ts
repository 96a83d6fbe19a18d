import { useQuery } from "@tanstack/react-query";
import { PUBLIC_QUERY } from "@/lib/query-client";
import { paintingKeys } from "@/lib/query-keys";
import { getPaintingsPage } from "./get-painting-pages";
import { NEWEST_PAINTINGS_FIRST } from "./painting-lists";

/** How many other works the painting's page shows under "More by". */
export const MORE_BY_ARTIST = 4;

/**
 * The artist's newest paintings but `paintingId`, at most MORE_BY_ARTIST, and how many others there are in all
 * (GET /api/paintings?artist=…: one more than shown, in case it is among them).
 */
export function useArtistPaintings(artist: string, paintingId: number) {
  return useQuery({
    queryKey: [...paintingKeys.all, "artist", artist] as const,
    queryFn: ({ signal }) =>
      getPaintingsPage({ artist, ordering: NEWEST_PAINTINGS_FIRST }, 0, signal, MORE_BY_ARTIST + 1),
    select: (page) => {
      const others = page.results.filter((painting) => painting._id !== paintingId);
      const included = others.length < page.results.length;
      return { paintings: others.slice(0, MORE_BY_ARTIST), total: page.count - (included ? 1 : 0) };
    },
    enabled: artist !== "",
    meta: PUBLIC_QUERY,
  });
}
