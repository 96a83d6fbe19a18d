export { usePaintingMedia } from "./api/get-media";
export { usePainting } from "./api/get-painting";
export type { Painting, PaintingImage, PaintingMedium, PaintingState } from "./types";
