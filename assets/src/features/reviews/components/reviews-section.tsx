import { EmptyState, ErrorMessage, SectionHeading, Spinner } from "@/components/ui";
import { useLatestReviews } from "../api/get-reviews";
import { ReviewCard } from "./review-card";

export function ReviewsSection() {
  const query = useLatestReviews();
  let body;
  if (query.isPending) body = <Spinner label="Loading reviews…" />;
  else if (query.isError)
    body = (
      <ErrorMessage title="We couldn't load the reviews" error={query.error} onRetry={() => void query.refetch()} />
    );
  else if (query.data.length === 0) body = <EmptyState message="No reviews yet." />;
  else
    body = (
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {query.data.map((review) => (
          <li key={review._id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="reviews-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading id="reviews-heading" eyebrow="Reviews">
        What our customers say
      </SectionHeading>
      {body}
    </section>
  );
}
