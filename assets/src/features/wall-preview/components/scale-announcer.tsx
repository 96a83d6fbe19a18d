import { useEffect, useState } from "react";
import { formatCm } from "../geometry";
import type { WallPainting } from "../types";

/** How long the scale must stay still before it is announced (not at every key press). */
export const ANNOUNCE_DELAY_MS = 600;

type ScaleAnnouncerProps = {
  painting: WallPainting;
  /** The painting's width as a share of the photo's width; null while there is no scale. */
  widthShare: number | null;
};

/** A polite live region saying, once the marks settle, how big the painting is on the photo. */
export function ScaleAnnouncer({ painting, widthShare }: ScaleAnnouncerProps) {
  const message =
    widthShare === null
      ? ""
      : `${painting.title} is shown at true scale, ${formatCm(painting.widthCm)} by ${formatCm(painting.heightCm)} cm: ${Math.round(widthShare * 100)}% of the photo's width.`;
  const [announced, setAnnounced] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(message), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <p aria-live="polite" className="sr-only" data-testid="wall-preview-announcer">
      {announced}
    </p>
  );
}
