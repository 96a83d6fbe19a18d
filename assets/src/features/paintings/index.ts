export { usePaintingMedia } from "./api/get-media";
export { usePainting } from "./api/get-painting";
export { usePaintingPages, usePaintingsPage } from "./api/get-painting-pages";
export { NEWEST_PAINTINGS_FIRST } from "./api/painting-lists";
export { GalleryTeaser } from "./components/gallery-teaser";
export { ImageSlider } from "./components/image-slider";
export { PaintingGridSkeleton, PaintingList } from "./components/painting-card";
export { MoreByArtist } from "./components/more-by-artist";
export { PaintingBreadcrumb } from "./components/painting-breadcrumb";
export { PaintingDetails, PaintingDetailsSkeleton } from "./components/painting-details";
export { PaintingFiltersForm } from "./components/painting-filters";
export { PaintingFiltersButton } from "./components/painting-filters-dialog";
export { PaintingPurchase } from "./components/painting-purchase";
export { PaintingShipping } from "./components/painting-shipping";
export { PaintingStateBadge } from "./components/painting-state-badge";
export { PaintingSummary } from "./components/painting-summary";
export { PaintingViewer, PaintingViewerSkeleton } from "./components/painting-viewer";
export {
  DEFAULT_PAINTING_FILTERS,
  hasPaintingFilters,
  paintingQuery,
  priceRangeError,
  readPaintingFilters,
  writePaintingFilters,
  type PaintingFilters,
} from "./filters";
export { paintingIdOf } from "./painting-id";
export { paintingStateAt, usePaintingState } from "./painting-state";
export type { Painting, PaintingImage, PaintingMedium, PaintingState } from "./types";
