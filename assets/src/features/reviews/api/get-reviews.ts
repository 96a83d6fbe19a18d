import { useQuery } from "@tanstack/react-query";
import { api, type Paginated } from "@/lib/api-client";
import { PUBLIC_QUERY } from "@/lib/query-client";
import { reviewKeys } from "@/lib/query-keys";
import type { Review } from "../types";
import { LATEST_REVIEWS_COUNT } from "./review-lists";

/** GET /api/review?limit=N: the N newest reviews. */
export async function getLatestReviews(limit: number, signal?: AbortSignal): Promise<Review[]> {
  const page = await api.get<Paginated<Review>>("/review", { query: { limit }, signal, anonymous: true });
  return page.results;
}

export function useLatestReviews(limit: number = LATEST_REVIEWS_COUNT) {
  return useQuery({
    queryKey: reviewKeys.latest(limit),
    queryFn: ({ signal }) => getLatestReviews(limit, signal),
    meta: PUBLIC_QUERY,
  });
}
