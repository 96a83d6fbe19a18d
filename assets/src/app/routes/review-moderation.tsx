import { EmptyState, ErrorMessage, Spinner, buttonPrimary, buttonSecondary } from "@/components/ui";
import { useModerationReviews, useSetReviewHidden, type ModerationReview } from "@/features/reviews";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/toast";

export const REVIEW_HIDDEN_MESSAGE = "Review hidden";
export const REVIEW_SHOWN_MESSAGE = "Review shown";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

function postedOn(createdAt: string): string | null {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
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

export function ReviewModerationPage() {
  useDocumentTitle("Reviews");
  const reviews = useModerationReviews();
  const setHidden = useSetReviewHidden();

  const onToggle = (review: ModerationReview) => {
    const hidden = !review.hidden;
    setHidden.mutate(
      { id: review._id, hidden },
      {
        onSuccess: () => void notify.success(hidden ? REVIEW_HIDDEN_MESSAGE : REVIEW_SHOWN_MESSAGE),
        onError: (error) => void notify.error(errorMessage(error)),
      },
    );
  };

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
                <th scope="col" className="px-4 py-3 max-sm:hidden">
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
              {items.map((review) => {
                const nameId = `review-${review._id}-name`;
                const pending = setHidden.isPending && setHidden.variables?.id === review._id;
                const date = postedOn(review.createdAt);
                return (
                  <tr key={review._id} className="align-top">
                    <th scope="row" id={nameId} className="px-4 py-3 font-medium text-ink-950 [overflow-wrap:anywhere]">
                      {review.name}
                    </th>
                    <td className="min-w-48 px-4 py-3 whitespace-pre-line text-ink-800 [overflow-wrap:anywhere]">
                      {review.review}
                    </td>
                    <td className="px-4 py-3 text-ink-700 [overflow-wrap:anywhere] max-sm:hidden">
                      {review.author ?? "—"}
                      {date ? <span className="mt-0.5 block text-xs text-ink-500">{date}</span> : null}
                    </td>
                    <td className="px-4 py-3">
                      <StateBadge hidden={review.hidden} />
                    </td>
                    <td className="px-4 py-3 text-right">
                      <button
                        type="button"
                        aria-describedby={nameId}
                        disabled={setHidden.isPending}
                        onClick={() => onToggle(review)}
                        className={`${review.hidden ? buttonPrimary : buttonSecondary} px-4 py-1.5 whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-60`}
                      >
                        {pending ? (review.hidden ? "Showing…" : "Hiding…") : review.hidden ? "Show" : "Hide"}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
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
              className={`${buttonSecondary} disabled:cursor-not-allowed disabled:opacity-60`}
            >
              {reviews.isFetchingNextPage ? "Loading…" : "Load more"}
            </button>
          </div>
        ) : null}
      </>
    );

  return (
    <div>
      <h1 className="font-serif text-3xl font-bold text-ink-950">Reviews</h1>
      <p className="mt-2 text-ink-700">
        {total !== undefined ? `${total} ${total === 1 ? "review" : "reviews"}. ` : ""}Hide a review to take it off the
        shop; show it to put it back.
      </p>
      <div className="mt-6">{content}</div>
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { ReviewModerationPage as Component };
