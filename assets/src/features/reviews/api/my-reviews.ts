import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { reviewKeys } from "@/lib/query-keys";
import type { MyReview, NewReview, Review } from "../types";

/** POST /api/review (signed in): publishes a review. */
export function postReview(review: NewReview): Promise<Review> {
  return api.post<Review>("/review", review);
}

/** GET /api/review/mine (signed in): the user's own reviews, hidden ones included, newest first. */
export function getMyReviews(signal?: AbortSignal): Promise<MyReview[]> {
  return api.get<MyReview[]>("/review/mine", { signal });
}

/** DELETE /api/review/{id} (the author). */
export function deleteReview(id: number): Promise<void> {
  return api.delete<void>(`/review/${id}`);
}

export function useMyReviews() {
  return useQuery({ queryKey: reviewKeys.mine(), queryFn: ({ signal }) => getMyReviews(signal) });
}

/** Posting or deleting refreshes every review list (home's, the user's own, moderation). */
export function usePostReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
