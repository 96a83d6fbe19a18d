// Apart from the hooks: the app seeds the home page's query from the page (app/initial-data.ts)
// without pulling the hooks into the entry chunk.

export const reviewKeys = {
  all: ["reviews"] as const,
  latest: (limit: number) => [...reviewKeys.all, "latest", limit] as const,
};

/** How many reviews Home shows (the server puts as many in Home's page: config/pages.py). */
export const LATEST_REVIEWS_COUNT = 6;

/** Keys of the signed-in users' review queries; all under `reviewKeys.all`, so one invalidation refreshes every list. */
export const myReviewKeys = {
  mine: () => [...reviewKeys.all, "mine"] as const,
  moderation: () => [...reviewKeys.all, "moderation"] as const,
};
