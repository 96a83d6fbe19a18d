import { useState } from "react";
import { EmptyState, ErrorMessage, Spinner, button } from "@/components/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useModerationReviews, useSetReviewHidden, type ModerationReview } from "@/features/reviews";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useMediaQuery } from "@/hooks/use-media-query";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/toast";
import { formatDate } from "@/lib/format-date";
import { cn } from "@/lib/cn";

export const REVIEW_HIDDEN_MESSAGE = "Review hidden";
export const REVIEW_SHOWN_MESSAGE = "Review shown";

function postedOn(createdAt: string): string | null {
  return formatDate(createdAt, "") || null;
}

function StateBadge({ hidden }: { hidden: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
        hidden ? "bg-ochre-100 text-ink-900" : "bg-sage-100 text-sage-800"
      }`}
    >
      {hidden ? "Hidden" : "Visible"}
    </span>
  );
}

type ReviewListProps = {
  reviews: ModerationReview[];
  busyId: number | null;
  disabled: boolean;
  onToggle: (review: ModerationReview) => void;
};

function ToggleButton({
  review,
  busyId,
  disabled,
  onToggle,
  describedBy,
}: Omit<ReviewListProps, "reviews"> & {
  review: ModerationReview;
  describedBy: string;
}) {
  const pending = busyId === review._id;
  return (
    <button
      type="button"
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onToggle(review)}
      className={cn(
        button(review.hidden ? "primary" : "secondary", "xs"),
        "whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-60",
      )}
    >
      {pending ? (review.hidden ? "Showing…" : "Hiding…") : review.hidden ? "Show" : "Hide"}
    </button>
  );
}

function ReviewsTable({ reviews, ...actions }: ReviewListProps) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-ink-200 bg-white/80 shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Every review, with its author and whether it shows on the shop</caption>
        <thead className="bg-ink-50 text-xs tracking-wider text-ink-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3">
              Review
            </th>
            <th scope="col" className="px-4 py-3">
              Author
            </th>
            <th scope="col" className="px-4 py-3">
              State
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Action</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {reviews.map((review) => {
            const nameId = `review-${review._id}-name`;
            const date = postedOn(review.createdAt);
            return (
              <tr key={review._id} className="align-top">
                <th scope="row" id={nameId} className="px-4 py-3 font-medium text-ink-950 [overflow-wrap:anywhere]">
                  {review.name}
                </th>
                <td className="min-w-48 px-4 py-3 whitespace-pre-line text-ink-800 [overflow-wrap:anywhere]">
                  {review.review}
                </td>
                <td className="px-4 py-3 text-ink-700 [overflow-wrap:anywhere]">
                  {review.author ?? "—"}
                  {date ? <span className="mt-0.5 block text-xs text-ink-500">{date}</span> : null}
                </td>
                <td className="px-4 py-3">
                  <StateBadge hidden={review.hidden} />
                </td>
                <td className="px-4 py-3 text-right">
                  <ToggleButton review={review} describedBy={nameId} {...actions} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per review, its state and action in view, no sideways scrolling. */
function ReviewCards({ reviews, ...actions }: ReviewListProps) {
  return (
    <ul aria-label="Every review, with its author and whether it shows on the shop" className="space-y-3">
      {reviews.map((review) => {
        const nameId = `review-${review._id}-name`;
        const date = postedOn(review.createdAt);
        return (
          <li key={review._id}>
            <article aria-labelledby={nameId} className="rounded-2xl border border-ink-200 bg-white p-4 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <h2 id={nameId} className="font-semibold text-ink-950 [overflow-wrap:anywhere]">
                  {review.name}
                </h2>
                <StateBadge hidden={review.hidden} />
              </div>
              <p className="mt-2 text-sm whitespace-pre-line text-ink-800 [overflow-wrap:anywhere]">{review.review}</p>
              <p className="mt-2 text-xs text-ink-600 [overflow-wrap:anywhere]">
                {review.author ?? "—"}
                {date ? ` · ${date}` : ""}
              </p>
              <div className="mt-3">
                <ToggleButton review={review} describedBy={nameId} {...actions} />
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

export function ReviewModerationPage() {
  useDocumentTitle("Reviews");
  const reviews = useModerationReviews();
  const setHidden = useSetReviewHidden();
  const narrow = useMediaQuery("(max-width: 39.98rem)");
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
  else {
    const List = narrow ? ReviewCards : ReviewsTable;
    content = (
      <>
        <List
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
  }

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
