import { useEffect, useState } from "react";
import type { Painting, PaintingState } from "./types";

type Held = Pick<Painting, "state" | "reservedUntil">;

/** When a reserved painting's hold ends (ms since the epoch); null if not reserved or unreadable. */
export function holdEnd(painting: Held): number | null {
  const end = painting.state === "reserved" && painting.reservedUntil ? Date.parse(painting.reservedUntil) : NaN;
  return Number.isNaN(end) ? null : end;
}

/** The painting's state at `now`: a reserved one whose hold has ended is available again. */
export function paintingStateAt(painting: Held, now: number = Date.now()): PaintingState {
  const end = holdEnd(painting);
  return end !== null && end <= now ? "available" : painting.state;
}

/** The painting's state now, turning to "available" on screen when its hold ends. */
export function usePaintingState(painting: Held | undefined): PaintingState | undefined {
  const [now, setNow] = useState(() => Date.now());
  const end = painting ? holdEnd(painting) : null;
  useEffect(() => {
    if (end === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, end - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [end]);
  return painting ? paintingStateAt(painting, now) : undefined;
}
