import { useMemo } from "react";
import { EmptyState, ErrorMessage, buttonSecondary } from "@/components/ui";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { errorMessage } from "@/lib/api-client";
import { ToolGridSkeleton, ToolList, useToolPages, type Tool } from "@/features/catalogue";

const countFormat = new Intl.NumberFormat("en-US");

function toolCount(count: number): string {
  return `${countFormat.format(count)} ${count === 1 ? "tool" : "tools"}`;
}

export function AllProductsPage() {
  useDocumentTitle("All tools");
  const query = useToolPages();

  // Pages are offsets into a list that can change between requests: a tool seen twice shows once.
  const tools = useMemo(() => {
    const seen = new Set<number>();
    const unique: Tool[] = [];
    for (const page of query.data?.pages ?? []) {
      for (const tool of page.results) {
        if (!seen.has(tool._id)) {
          seen.add(tool._id);
          unique.push(tool);
        }
      }
    }
    return unique;
  }, [query.data]);
  const total = query.data?.pages.at(-1)?.count ?? 0;

  let content;
  if (query.isPending) content = <ToolGridSkeleton count={6} />;
  else if (query.isError && tools.length === 0)
    content = (
      <ErrorMessage title="We couldn't load the tools" error={query.error} onRetry={() => void query.refetch()} />
    );
  else if (tools.length === 0) content = <EmptyState message="No tools yet." />;
  else
    content = (
      <>
        <ToolList tools={tools} headingLevel="h2" atTop />
        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          <p className="text-sm text-ink-600" aria-live="polite">
            {`Showing ${countFormat.format(tools.length)} of ${toolCount(Math.max(total, tools.length))}`}
          </p>
          {query.isFetchNextPageError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {`We couldn't load more tools. ${errorMessage(query.error)}`}
            </p>
          ) : null}
          {query.hasNextPage ? (
            <button
              type="button"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              aria-busy={query.isFetchingNextPage || undefined}
              className={`${buttonSecondary} disabled:cursor-wait disabled:opacity-60`}
            >
              Load more tools
            </button>
          ) : null}
          <p role="status" className="sr-only">
            {query.isFetchingNextPage ? "Loading more tools…" : ""}
          </p>
        </div>
      </>
    );

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="font-serif text-4xl font-bold text-ink-950">All tools</h1>
      <p className="mt-2 mb-10 max-w-2xl text-ink-700">
        Everything on our shelves, newest first{query.data ? ` (${toolCount(total)})` : ""}.
      </p>
      {content}
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { AllProductsPage as Component };
