export { usePaintingMedia } from "./api/get-media";
export { usePainting } from "./api/get-painting";
export { usePaintingPages } from "./api/get-painting-pages";
export { NEWEST_PAINTINGS_FIRST } from "./api/painting-lists";
export { GalleryTeaser } from "./components/gallery-teaser";
export { PaintingGridSkeleton, PaintingList } from "./components/painting-card";
export { PaintingDetails, PaintingDetailsSkeleton } from "./components/painting-details";
export { PaintingFiltersForm } from "./components/painting-filters";
export { PAINTING_RESERVED_MESSAGE, PAINTING_SOLD_MESSAGE, PaintingPurchase } from "./components/painting-purchase";
export {
  PAINTING_IMAGE_SIZES,
  PaintingViewer,
  PaintingViewerSkeleton,
  paintingBox,
} from "./components/painting-viewer";
export { PaintingStateBadge } from "./components/painting-state-badge";
export {
  DEFAULT_PAINTING_FILTERS,
  hasPaintingFilters,
  paintingQuery,
  priceRangeError,
  readPaintingFilters,
  writePaintingFilters,
  type PaintingFilters,
} from "./filters";
export { paintingSize, reservedUntilText } from "./format";
export { paintingStateAt, usePaintingState } from "./painting-state";
export { ImageSlider } from "./components/image-slider";
export type { Painting, PaintingImage, PaintingMedium, PaintingState } from "./types";
