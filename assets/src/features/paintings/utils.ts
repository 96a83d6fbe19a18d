import type { Painting } from "./types";

/** Alt text of a painting's image: "<title> by <artist>". */
export function paintingAlt(painting: Pick<Painting, "title" | "artist">): string {
  return `${painting.title} by ${painting.artist}`;
}
