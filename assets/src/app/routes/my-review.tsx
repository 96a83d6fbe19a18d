import { useAuth } from "@/features/auth";
import { MyReviewList, ReviewForm, ReviewsSection } from "@/features/reviews";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function MyReviewPage() {
  useDocumentTitle("My Review");
  const { user } = useAuth();
  return (
    <div>
      <h1 className="font-serif text-3xl font-bold text-ink-950">Add Your Valuable Review</h1>
      <p className="mt-2 text-ink-700">
        Tell other painters what you think of our tools. Your review shows on the home page.
      </p>
      <ReviewForm defaultName={user?.name ?? ""} />
      <MyReviewList />
      {/* The same public list (and grid) as the home page's. */}
      <div className="-mx-4 sm:-mx-6 lg:-mx-8">
        <ReviewsSection />
      </div>
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { MyReviewPage as Component };
