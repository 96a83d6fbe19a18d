import { useQuery } from "@tanstack/react-query";
import { api, type Paginated } from "@/lib/api-client";
import { PUBLIC_QUERY } from "@/lib/query-client";
import type { Review } from "../types";

export const reviewKeys = {
  all: ["reviews"] as const,
  latest: (limit: number) => [...reviewKeys.all, "latest", limit] as const,
};

export const LATEST_REVIEWS_COUNT = 6;

/** GET /api/review?limit=N: the N newest reviews. */
export async function getLatestReviews(limit: number, signal?: AbortSignal): Promise<Review[]> {
  const page = await api.get<Paginated<Review>>("/review", { query: { limit }, signal });
  return page.results;
}

export function useLatestReviews(limit: number = LATEST_REVIEWS_COUNT) {
  return useQuery({
    queryKey: reviewKeys.latest(limit),
    queryFn: ({ signal }) => getLatestReviews(limit, signal),
    meta: PUBLIC_QUERY,
  });
}
