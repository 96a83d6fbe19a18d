import { FAQS, FaqAccordion } from "@/features/content";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function BlogPage() {
  useDocumentTitle("Blog");
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="font-serif text-4xl font-bold text-ink-950 sm:text-5xl">Blog</h1>
      <p className="mt-3 max-w-2xl text-ink-700">
        Between orders we write code. Here are the questions about front-end development that we are asked most often,
        answered.
      </p>
      <h2 className="mt-10 mb-4 text-sm font-semibold tracking-widest text-terracotta-800 uppercase">
        Frequently asked questions
      </h2>
      <FaqAccordion items={FAQS} />
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { BlogPage as Component };
