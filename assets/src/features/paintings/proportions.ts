import type { Painting } from "./types";

type Size = Pick<Painting, "widthCm" | "heightCm">;

/** Width over height as the painting hangs; 4/3 when its size is unknown. */
function widthOverHeight({ widthCm, heightCm }: Size): number {
  return widthCm > 0 && heightCm > 0 ? widthCm / heightCm : 4 / 3;
}

/** The width and height attributes of the painting's images: its proportions as it hangs. */
export function paintingBox(painting: Size, width = 960) {
  return { width, height: Math.round(width / widthOverHeight(painting)) };
}

/** The most upright and the widest a gallery card's picture gets: a painting beyond them has a narrow band beside it. */
export const CARD_RATIO_RANGE = { min: 3 / 4, max: 2 } as const;

/** A gallery card's picture box (CSS aspect-ratio): the painting's own proportions, within CARD_RATIO_RANGE. */
export function cardAspectRatio(painting: Size): number {
  const ratio = widthOverHeight(painting);
  return Math.min(CARD_RATIO_RANGE.max, Math.max(CARD_RATIO_RANGE.min, ratio));
}
