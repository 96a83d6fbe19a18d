import type { ReactNode } from "react";
import { Link, useParams } from "react-router-dom";
import { ErrorMessage, Spinner, textLink } from "@/components/ui";
import { ProductImage } from "@/components/ui/product-image";
import { useAuth } from "@/features/auth";
import { useTool } from "@/features/catalogue";
import { PurchaseForm } from "@/features/orders";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useLaterTask } from "@/hooks/use-later-task";
import { isApiError } from "@/lib/api-client";
import { responsiveImage } from "@/lib/responsive-image";
import { numericIdOf } from "@/lib/numeric-id";
import { NotFoundPage } from "./not-found";

/** Half of max-w-6xl beside the form from `md`; the whole width above it on phones. */
const PURCHASE_IMAGE_SIZES = "(min-width: 1152px) 536px, (min-width: 768px) 46vw, 100vw";

function Shell({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">{children}</div>;
}

export function PurchasePage() {
  const { purchaseId } = useParams();
  const { user } = useAuth();
  const toolId = numericIdOf(purchaseId);
  const query = useTool(toolId);
  // With the tool already there (the page's initial data), the tool is drawn first and the
  // order form (long to set up) in a later task.
  const formShown = useLaterTask(query.data === undefined);
  useDocumentTitle(query.data ? `Purchase ${query.data.name}` : "Purchase");

  if (!purchaseId) {
    return (
      <Shell>
        <h1 className="font-serif text-4xl font-bold text-ink-950">Purchase</h1>
        <p className="mt-4 text-ink-700">
          Choose a tool first:{" "}
          <Link to="/allproduct" className={textLink}>
            browse all tools
          </Link>
          .
        </p>
      </Shell>
    );
  }
  // Unknown or not a number: the 404 page (the server answers such a path with 404 too).
  if (!toolId || (isApiError(query.error) && query.error.status === 404)) return <NotFoundPage />;
  if (query.isPending) return <Spinner label="Loading the tool…" className="min-h-[40vh]" />;
  if (query.isError) {
    return (
      <Shell>
        <ErrorMessage title="We couldn't load this tool" error={query.error} onRetry={() => void query.refetch()} />
      </Shell>
    );
  }

  const tool = query.data;
  return (
    <Shell>
      <article className="grid gap-10 md:grid-cols-2">
        <div>
          <div className="aspect-[4/3] overflow-hidden rounded-3xl border border-ink-200 bg-ochre-50 md:sticky md:top-24">
            <ProductImage
              src={tool.img}
              {...responsiveImage(tool.imgSrcset, PURCHASE_IMAGE_SIZES)}
              alt={tool.name}
              width={600}
              height={450}
              fetchPriority="high"
              className="size-full object-cover"
            />
          </div>
        </div>
        <div>
          <h1 className="font-serif text-4xl font-bold text-ink-950">{tool.name}</h1>
          <p className="mt-4 text-ink-700">{tool.description}</p>
          {/* Remounts for another tool, so the form's defaults are that tool's. */}
          {formShown ? (
            <PurchaseForm key={tool._id} tool={tool} customer={user} />
          ) : (
            <div aria-hidden="true" className="mt-8 min-h-[60rem] rounded-3xl border border-ink-200 bg-white/80" />
          )}
        </div>
      </article>
    </Shell>
  );
}

// The router's lazy route takes this module's `Component`.
export { PurchasePage as Component };
