import { LatestToolsSection } from "@/features/catalogue";
import { ArticleTeaser, BusinessSummary } from "@/features/content";
import { GalleryTeaser, ImageSlider } from "@/features/paintings";
import { ReviewsSection } from "@/features/reviews";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function HomePage() {
  useDocumentTitle("Home");
  return (
    <>
      <section aria-labelledby="home-heading" className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
        <h1 id="home-heading" className="sr-only">
          Brush &amp; Canvas: paintings and painting tools
        </h1>
        <ImageSlider />
      </section>
      <LatestToolsSection />
      <BusinessSummary />
      <ReviewsSection />
      <GalleryTeaser />
      <ArticleTeaser />
    </>
  );
}

// The router's lazy route takes this module's `Component`.
export { HomePage as Component };
