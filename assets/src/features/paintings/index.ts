export { usePaintingMedia } from "./api/get-media";
export { usePainting } from "./api/get-painting";
export { NEWEST_PAINTINGS_FIRST } from "./api/painting-lists";
export { GalleryTeaser } from "./components/gallery-teaser";
export { ImageSlider } from "./components/image-slider";
export type { Painting, PaintingImage, PaintingMedium, PaintingState } from "./types";
