import { reviewKeys } from "./get-reviews";

/** Keys of the signed-in users' review queries; all under `reviewKeys.all`, so one invalidation refreshes every list. */
export const myReviewKeys = {
  mine: () => [...reviewKeys.all, "mine"] as const,
  moderation: () => [...reviewKeys.all, "moderation"] as const,
};
