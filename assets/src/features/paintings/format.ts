import type { Painting } from "./types";

const centimetres = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** "60 × 45 cm": the size as it hangs on a wall (with the frame when framed). */
export function paintingSize({ widthCm, heightCm }: Pick<Painting, "widthCm" | "heightCm">): string {
  return `${centimetres.format(widthCm)} × ${centimetres.format(heightCm)} cm`;
}

const clock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });

/** "Reserved until 14:35" (local time); null without a readable date. */
export function reservedUntilText(reservedUntil: string | null): string | null {
  const end = reservedUntil ? new Date(reservedUntil) : null;
  return end && !Number.isNaN(end.getTime()) ? `Reserved until ${clock.format(end)}` : null;
}
