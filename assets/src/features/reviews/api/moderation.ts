import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, type Paginated } from "@/lib/api-client";
import { reviewKeys } from "@/lib/query-keys";
import type { ModerationReview } from "../types";

export const MODERATION_PAGE_SIZE = 20;

/** GET /api/review/moderation?limit=&offset= (admins): every review, hidden ones included, newest first. */
export function getModerationPage(offset: number, signal?: AbortSignal): Promise<Paginated<ModerationReview>> {
  return api.get<Paginated<ModerationReview>>("/review/moderation", {
    query: { limit: MODERATION_PAGE_SIZE, offset },
    signal,
  });
}

export function useModerationReviews() {
  return useInfiniteQuery({
    queryKey: reviewKeys.moderation(),
    queryFn: ({ pageParam, signal }) => getModerationPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      if (!lastPage.next) return undefined;
      const loaded = pages.reduce((total, page) => total + page.results.length, 0);
      return loaded < lastPage.count ? loaded : undefined;
    },
  });
}

/** POST /api/review/{id}/hide or /unhide (admins): the review as moderation shows it. */
export function setReviewHidden({ id, hidden }: { id: number; hidden: boolean }): Promise<ModerationReview> {
  return api.post<ModerationReview>(`/review/${id}/${hidden ? "hide" : "unhide"}`);
}

export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReviewHidden,
    // The public lists change too (a hidden review leaves them).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
