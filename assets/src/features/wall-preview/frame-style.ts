import { frameLayout, type Size } from "./geometry";

/** A rectangle filled with `colour`, `inset` photo px inside the painting's rectangle. */
export type FrameLayer = { inset: number; colour: string };

/** What shows behind the picture while its image loads (and around an image that fails). */
export const PICTURE_BACKING = "#d8d0c4";

/**
 * How a painting is drawn inside its rectangle, outermost first: the screen (SVG) and the
 * downloaded picture (canvas) paint these same layers, then the picture at `pictureInset`.
 * Framed: a dark walnut moulding with a lighter face and a shadowed rebate, then a thin
 * light mat line. Unframed: the canvas edge only.
 */
export function frameLayers(size: Size, framed: boolean): { layers: FrameLayer[]; pictureInset: number } {
  const { frame, pictureInset } = frameLayout(size, framed);
  if (!framed) return { layers: [{ inset: 0, colour: PICTURE_BACKING }], pictureInset };
  return {
    layers: [
      { inset: 0, colour: "#2e1e14" },
      { inset: frame * 0.14, colour: "#5b3d29" },
      { inset: frame * 0.72, colour: "#3a261a" },
      { inset: frame, colour: "#efe8dc" },
    ],
    pictureInset,
  };
}
