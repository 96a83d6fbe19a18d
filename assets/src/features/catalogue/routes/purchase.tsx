import type { ReactNode } from "react";
import { Link, useParams } from "react-router-dom";
import { ErrorMessage, Spinner, textLink } from "@/components/ui";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { isApiError } from "@/lib/api-client";
import { formatPrice } from "@/lib/format";
import { useTool } from "../api/get-tool";

function Shell({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">{children}</div>;
}

export function PurchasePage() {
  const { purchaseId } = useParams();
  const query = useTool(purchaseId);
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
  if (query.isPending) return <Spinner label="Loading the tool…" className="min-h-[40vh]" />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <Shell>
          <h1 className="font-serif text-4xl font-bold text-ink-950">Tool not found</h1>
          <p className="mt-4 text-ink-700">
            We couldn't find that tool. It may have been removed.{" "}
            <Link to="/allproduct" className={textLink}>
              See all tools
            </Link>
          </p>
        </Shell>
      );
    }
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
        <div className="aspect-[4/3] overflow-hidden rounded-3xl border border-ink-200 bg-ochre-50">
          <img src={tool.img} alt={tool.name} width={600} height={450} className="size-full object-cover" />
        </div>
        <div>
          <h1 className="font-serif text-4xl font-bold text-ink-950">{tool.name}</h1>
          <p className="mt-3 text-2xl font-bold text-terracotta-800">{formatPrice(tool.price)}</p>
          <p className="mt-4 text-ink-700">{tool.description}</p>
          <div className="mt-6 space-y-1 text-ink-700">
          <p>{`Minimum order quantity: ${tool.minimumOrderQuantity}`}</p>
          <p>{`Available quantity: ${tool.availableQuantity}`}</p>
        </div>
          <p className="mt-8 rounded-2xl bg-sage-100 px-5 py-4 font-semibold text-sage-800">Ordering opens soon.</p>
        </div>
      </article>
    </Shell>
  );
}

// The router's lazy route takes this module's `Component`.
export { PurchasePage as Component };
