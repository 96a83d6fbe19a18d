export { useModerationReviews, useSetReviewHidden } from "./api/moderation";
export { LATEST_REVIEWS_COUNT } from "./api/review-lists";
export { MyReviewList } from "./components/my-review-list";
export { ReviewForm } from "./components/review-form";
export { ReviewsSection } from "./components/reviews-section";
export type { ModerationReview, Review } from "./types";
