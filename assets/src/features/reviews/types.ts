export type Review = {
  _id: number;
  name: string;
  review: string;
};

/** One of the signed-in user's own reviews (GET /api/review/mine). */
export type MyReview = Review & { hidden: boolean };

/** A review as admins see it (GET /api/review/moderation). */
export type ModerationReview = MyReview & {
  /** The author's email (null: the account is gone). */
  author: string | null;
  createdAt: string;
};

/** What a signed-in user sends to post a review (POST /api/review). */
export type NewReview = Pick<Review, "name" | "review">;
