import { formatNumber } from "@/lib/format";
import { clockText } from "@/lib/format-date";
import type { Painting } from "./types";

/** "60 × 45 cm": the size as it hangs on a wall (with the frame when framed). */
export function paintingSize({ widthCm, heightCm }: Pick<Painting, "widthCm" | "heightCm">): string {
  return `${formatNumber(widthCm, 1)} × ${formatNumber(heightCm, 1)} cm`;
}

/** "Reserved until 14:35" (local time); null without a readable date. */
export function reservedUntilText(reservedUntil: string | null): string | null {
  const end = reservedUntil ? new Date(reservedUntil) : null;
  return end && !Number.isNaN(end.getTime()) ? `Reserved until ${clockText(end)}` : null;
}
