/** What the wall preview needs of a painting. */
export type WallPainting = {
  title: string;
  artist: string;
  /** The image's URL (an SVG or a raster image; another site's image is downloaded with CORS). */
  img: string;
  /** The size as it hangs, in cm: with the frame when `framed`. */
  widthCm: number;
  heightCm: number;
  framed: boolean;
};
