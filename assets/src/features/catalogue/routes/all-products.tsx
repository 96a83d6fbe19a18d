import { useDocumentTitle } from "@/hooks/use-document-title";
import { useTools } from "../api/get-tools";
import { ToolGrid } from "../components/tool-grid";

export function AllProductsPage() {
  useDocumentTitle("All tools");
  const query = useTools();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="font-serif text-4xl font-bold text-ink-950">All tools</h1>
      <p className="mt-2 mb-10 max-w-2xl text-ink-700">Everything on our shelves, from the first brush we stocked to the newest.</p>
      <ToolGrid query={query} headingLevel="h2" />
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { AllProductsPage as Component };
