export { useModerationReviews, useSetReviewHidden } from "./api/moderation";
export { LATEST_REVIEWS_COUNT } from "./api/review-lists";
export { ModerationList } from "./components/moderation-list";
export { MyReviewList } from "./components/my-review-list";
export { ReviewForm } from "./components/review-form";
export { ReviewsSection } from "./components/reviews-section";
export type { ModerationReview, Review } from "./types";
