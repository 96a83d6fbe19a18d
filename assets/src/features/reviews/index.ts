export { ReviewCard } from "./components/review-card";
export { ReviewsSection } from "./components/reviews-section";
export type { Review } from "./types";
export { nameInitial } from "./utils/name-initial";
