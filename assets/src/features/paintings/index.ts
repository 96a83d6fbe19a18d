export { usePaintingMedia } from "./api/get-media";
export { usePainting } from "./api/get-painting";
export { GalleryTeaser } from "./components/gallery-teaser";
export { ImageSlider } from "./components/image-slider";
export type { Painting, PaintingImage, PaintingMedium, PaintingState } from "./types";
