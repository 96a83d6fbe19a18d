import type { Painting, PaintingState } from "./types";

export const PAINTING_STATE_LABELS: Record<PaintingState, string> = {
  available: "Available",
  reserved: "Reserved",
  sold: "Sold",
};

/**
 * A painting's state as it is at `now`: a reservation whose hold has ended is over, the
 * painting is for sale again (the server frees it within a minute; the page need not wait).
 */
export function paintingStateAt(
  painting: Pick<Painting, "state" | "reservedUntil">,
  now: number = Date.now(),
): PaintingState {
  if (painting.state !== "reserved" || !painting.reservedUntil) return painting.state;
  const until = Date.parse(painting.reservedUntil);
  return Number.isNaN(until) || until > now ? "reserved" : "available";
}
