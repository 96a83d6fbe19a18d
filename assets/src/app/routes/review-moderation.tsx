import { useState } from "react";
import { EmptyState, ErrorMessage, Spinner, button } from "@/components/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ModerationList, useModerationReviews, useSetReviewHidden, type ModerationReview } from "@/features/reviews";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/toast";
import { cn } from "@/lib/cn";

export const REVIEW_HIDDEN_MESSAGE = "Review hidden";
export const REVIEW_SHOWN_MESSAGE = "Review shown";

export function ReviewModerationPage() {
  useDocumentTitle("Reviews");
  const reviews = useModerationReviews();
  const setHidden = useSetReviewHidden();
  const [hiding, setHiding] = useState<ModerationReview | null>(null);

  const toggle = (review: ModerationReview) => {
    const hidden = !review.hidden;
    setHidden.mutate(
      { id: review._id, hidden },
      {
        onSuccess: () => void notify.success(hidden ? REVIEW_HIDDEN_MESSAGE : REVIEW_SHOWN_MESSAGE),
        onError: (error) => void notify.error(errorMessage(error)),
        onSettled: () => setHiding(null),
      },
    );
  };
  // Hiding takes a review off the shop: ask first. Showing one again is not asked.
  const onToggle = (review: ModerationReview) => (review.hidden ? toggle(review) : setHiding(review));

  const items = reviews.data?.pages.flatMap((page) => page.results) ?? [];
  const total = reviews.data?.pages[0]?.count;

  let content;
  if (reviews.isPending) content = <Spinner label="Loading reviews…" />;
  else if (reviews.isError && items.length === 0)
    content = (
      <ErrorMessage title="Couldn't load the reviews" error={reviews.error} onRetry={() => void reviews.refetch()} />
    );
  else if (items.length === 0) content = <EmptyState message="No reviews yet." />;
  else
    content = (
      <>
        <ModerationList
          reviews={items}
          busyId={setHidden.isPending ? (setHidden.variables?.id ?? null) : null}
          disabled={setHidden.isPending}
          onToggle={onToggle}
        />
        {reviews.isError ? (
          <div className="mt-4">
            <ErrorMessage
              title="Couldn't load more reviews"
              error={reviews.error}
              onRetry={() => void reviews.fetchNextPage()}
            />
          </div>
        ) : null}
        {reviews.hasNextPage ? (
          <div className="mt-6 text-center">
            <button
              type="button"
              onClick={() => void reviews.fetchNextPage()}
              disabled={reviews.isFetchingNextPage}
              className={cn(button("secondary"), "disabled:cursor-not-allowed disabled:opacity-60")}
            >
              {reviews.isFetchingNextPage ? "Loading…" : "Load more"}
            </button>
          </div>
        ) : null}
      </>
    );

  return (
    <div>
      <h1 tabIndex={-1} className="font-serif text-3xl font-bold text-ink-950 outline-none">
        Reviews
      </h1>
      <p className="mt-2 text-ink-700">
        {total !== undefined ? `${total} ${total === 1 ? "review" : "reviews"}. ` : ""}Hide a review to take it off the
        shop; show it to put it back.
      </p>
      <div className="mt-6">{content}</div>
      <ConfirmDialog
        open={hiding !== null}
        title="Hide this review?"
        description={
          <>
            The review by <span className="font-semibold [overflow-wrap:anywhere]">{hiding?.name}</span> will no longer
            show on the shop. You can show it again later.
          </>
        }
        confirmLabel="Hide"
        cancelLabel="Cancel"
        busy={setHidden.isPending}
        busyLabel="Hiding…"
        onConfirm={() => hiding && toggle(hiding)}
        onCancel={() => setHiding(null)}
      />
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { ReviewModerationPage as Component };
