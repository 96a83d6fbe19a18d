export { usePaintingMedia } from "./api/get-media";
export { usePainting } from "./api/get-painting";
export { usePaintingsPage } from "./api/get-paintings-page";
export { PaintingStateBadge } from "./components/painting-state-badge";
export { PAINTING_STATE_LABELS, paintingStateAt } from "./state";
export type { Painting, PaintingImage, PaintingMedium, PaintingState } from "./types";
