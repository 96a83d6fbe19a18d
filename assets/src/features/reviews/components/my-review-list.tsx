import { useState } from "react";
import { EmptyState, ErrorMessage, Spinner, button } from "@/components/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/toast";
import { useDeleteReview, useMyReviews } from "../api/my-reviews";
import type { MyReview } from "../types";
import { cn } from "@/lib/cn";

export const REVIEW_DELETED_MESSAGE = "Review deleted";
export const HIDDEN_NOTE = "Hidden by an admin";

/** "Your reviews": the signed-in user's own reviews (hidden ones marked), each with Delete (asked first). */
export function MyReviewList() {
  const reviews = useMyReviews();
  const deleteReview = useDeleteReview();
  const [toDelete, setToDelete] = useState<MyReview | null>(null);

  const onConfirm = () => {
    if (!toDelete) return;
    deleteReview.mutate(toDelete._id, {
      onSuccess: () => void notify.success(REVIEW_DELETED_MESSAGE),
      onError: (error) => void notify.error(errorMessage(error)),
      onSettled: () => setToDelete(null),
    });
  };

  let body;
  if (reviews.isPending) body = <Spinner label="Loading your reviews…" />;
  else if (reviews.isError)
    body = (
      <ErrorMessage
        title="We couldn't load your reviews"
        error={reviews.error}
        onRetry={() => void reviews.refetch()}
      />
    );
  else if (reviews.data.length === 0) body = <EmptyState message="You haven't written a review yet." />;
  else
    body = (
      <ul className="space-y-3">
        {reviews.data.map((review) => (
          <li
            key={review._id}
            className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white/80 p-4 shadow-sm sm:flex-row sm:items-start"
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink-950 [overflow-wrap:anywhere]">{review.name}</p>
              <p className="mt-1 whitespace-pre-line text-ink-700 [overflow-wrap:anywhere]">{review.review}</p>
              {review.hidden ? (
                <p className="mt-2 inline-flex rounded-full bg-ochre-100 px-2.5 py-0.5 text-xs font-semibold text-ink-900">
                  {HIDDEN_NOTE}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => setToDelete(review)}
              disabled={deleteReview.isPending}
              className={cn(button("secondary", "xs"), "disabled:cursor-not-allowed disabled:opacity-60")}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="my-reviews-heading" className="mt-10 max-w-2xl">
      <h2
        id="my-reviews-heading"
        tabIndex={-1}
        className="mb-4 outline-none font-serif text-2xl font-bold text-ink-950"
      >
        Your reviews
      </h2>
      {body}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this review?"
        description={toDelete ? <p>{"It will no longer show on the shop, and this cannot be undone."}</p> : null}
        confirmLabel="Delete review"
        cancelLabel="Keep review"
        busy={deleteReview.isPending}
        busyLabel="Deleting the review…"
        onConfirm={onConfirm}
        onCancel={() => setToDelete(null)}
        fallbackFocus={() => document.getElementById("my-reviews-heading")}
      />
    </section>
  );
}
