import { useMemo } from "react";
import { EmptyState, ErrorMessage, button } from "@/components/ui";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useQueryString } from "@/hooks/use-query-string";
import { errorMessage } from "@/lib/api-client";
import { priceRangeError } from "@/lib/price-range";
import {
  DEFAULT_TOOL_FILTERS,
  ToolFiltersForm,
  ToolGridSkeleton,
  ToolList,
  hasToolFilters,
  readToolFilters,
  refusedFilterMessage,
  toolQuery,
  useToolPages,
  writeToolFilters,
  type Tool,
  type ToolFilters,
} from "@/features/catalogue";
import { useToolFilterOptions } from "@/features/categories";
import { formatNumber } from "@/lib/format";
import { cn } from "@/lib/cn";

/** "12 tools", or for a list the shop counted only so far, "more than 1,000 tools". */
function toolCount(count: number, exact = true): string {
  if (!exact) return `more than ${formatNumber(Math.max(1000, Math.floor(count / 1000) * 1000))} tools`;
  return `${formatNumber(count)} ${count === 1 ? "tool" : "tools"}`;
}

export function AllProductsPage() {
  useDocumentTitle("All tools");
  const [searchParams, updateQuery] = useQueryString();
  const filters = useMemo(() => readToolFilters(searchParams), [searchParams]);
  const rangeError = priceRangeError(filters);
  const query = useToolPages(toolQuery(filters), !rangeError);
  const options = useToolFilterOptions();

  // Each change of the filters is a step in the history: Back shows the previous list.
  const setFilters = (next: ToolFilters, options?: { replace?: boolean }) =>
    updateQuery((params) => writeToolFilters(params, next), options);

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
  const lastPage = query.data?.pages.at(-1);
  const total = Math.max(lastPage?.count ?? 0, tools.length);
  const totalExact = lastPage?.countExact !== false || total === tools.length;
  const filtered = hasToolFilters(filters);
  // A shared link's category or brand that is gone: the API refuses the filter (400).
  const refused = query.isError && tools.length === 0 ? refusedFilterMessage(query.error) : null;
  // Another search's tools stay, dimmed, while this one's load.
  const updating = query.isPlaceholderData;

  // (While the first page loads, the skeleton says so.)
  let status = "";
  if (updating) status = "Searching…";
  else if (!rangeError && query.data) status = toolCount(total, totalExact);

  let content;
  if (rangeError) content = null;
  else if (query.isPending) content = <ToolGridSkeleton count={6} />;
  else if (query.isError && tools.length === 0 && refused === null)
    content = (
      <ErrorMessage title="We couldn't load the tools" error={query.error} onRetry={() => void query.refetch()} />
    );
  else if (tools.length === 0 && (filtered || refused !== null))
    content = (
      <div className="rounded-2xl border border-dashed border-ink-300 bg-white/60 px-6 py-10 text-center text-ink-700">
        <p className="font-serif text-xl font-bold text-ink-950">No tools match</p>
        <p className="mt-2">{refused ?? "Try other words, or fewer filters."}</p>
        <button
          type="button"
          onClick={() => setFilters({ ...DEFAULT_TOOL_FILTERS, sort: filters.q ? "" : filters.sort })}
          className={cn(button("secondary"), "mt-4")}
        >
          Clear filters
        </button>
      </div>
    );
  else if (tools.length === 0) content = <EmptyState message="No tools yet." />;
  else
    content = (
      <div aria-busy={updating || undefined} className={updating ? "opacity-60 transition-opacity" : undefined}>
        <ToolList tools={tools} headingLevel="h2" atTop />
        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          <p className="text-sm text-ink-600">{`Showing ${formatNumber(tools.length)} of ${toolCount(total, totalExact)}`}</p>
          {query.isFetchNextPageError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {`We couldn't load more tools. ${errorMessage(query.error)}`}
            </p>
          ) : null}
          {query.hasNextPage && !updating ? (
            <button
              type="button"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              aria-busy={query.isFetchingNextPage || undefined}
              className={cn(button("secondary"), "disabled:cursor-wait disabled:opacity-60")}
            >
              Load more tools
            </button>
          ) : null}
          <p role="status" className="sr-only">
            {query.isFetchingNextPage ? "Loading more tools…" : ""}
          </p>
        </div>
      </div>
    );

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="font-serif text-4xl font-bold text-ink-950">All tools</h1>
      <p className="mt-2 mb-8 max-w-2xl text-ink-700">Everything on our shelves: search, filter and sort them.</p>
      <ToolFiltersForm
        filters={filters}
        onChange={setFilters}
        categories={options.categories}
        brands={options.brands}
      />
      <p role="status" className="mt-8 mb-4 min-h-6 font-semibold text-ink-800">
        {status}
      </p>
      {content}
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { AllProductsPage as Component };
