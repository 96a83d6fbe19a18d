export { LATEST_REVIEWS_COUNT } from "./api/review-lists";
export { ReviewCard } from "./components/review-card";
export { ReviewsSection } from "./components/reviews-section";
export { ReviewForm, REVIEW_ADDED_MESSAGE } from "./components/review-form";
export { MyReviewList } from "./components/my-review-list";
export { MODERATION_PAGE_SIZE, useModerationReviews, useSetReviewHidden } from "./api/moderation";
export type { ModerationReview, MyReview, NewReview, Review } from "./types";
export { nameInitial } from "./utils/name-initial";
