import { useEffect, useMemo, useRef } from "react";
import { ErrorMessage, button } from "@/components/ui";
import {
  DEFAULT_PAINTING_FILTERS,
  PaintingFiltersButton,
  PaintingFiltersForm,
  PaintingGridSkeleton,
  PaintingList,
  hasPaintingFilters,
  paintingQuery,
  priceRangeError,
  readPaintingFilters,
  writePaintingFilters,
  usePaintingMedia,
  usePaintingPages,
  type Painting,
  type PaintingFilters,
} from "@/features/paintings";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useQueryString } from "@/hooks/use-query-string";
import { errorMessage } from "@/lib/api-client";
import { formatNumber } from "@/lib/format";
import { cn } from "@/lib/cn";

/** "1 painting", "8 paintings". */
export function paintingCount(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? "painting" : "paintings"}`;
}

export function PaintingsPage() {
  useDocumentTitle("Paintings");
  const [searchParams, updateQuery] = useQueryString();
  const filters = useMemo(() => readPaintingFilters(searchParams), [searchParams]);
  const rangeError = priceRangeError(filters);
  const query = usePaintingPages(paintingQuery(filters), !rangeError);
  const media = usePaintingMedia();
  const listRef = useRef<HTMLUListElement>(null);
  // "Show more": the first new card takes the focus once it is there.
  const focusFrom = useRef<number | null>(null);

  // Changing a filter is a step of its own in the history: Back restores the previous view.
  const setFilters = (next: PaintingFilters) => updateQuery((params) => writePaintingFilters(params, next));

  // Pages are offsets into a list that can change between requests: a painting seen twice shows once.
  const paintings = useMemo(() => {
    const seen = new Set<number>();
    const unique: Painting[] = [];
    for (const page of query.data?.pages ?? []) {
      for (const painting of page.results) {
        if (!seen.has(painting._id)) {
          seen.add(painting._id);
          unique.push(painting);
        }
      }
    }
    return unique;
  }, [query.data]);
  const total = Math.max(query.data?.pages.at(-1)?.count ?? 0, paintings.length);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || paintings.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll("a")[from]?.focus();
  }, [paintings.length]);

  const showMore = () => {
    focusFrom.current = paintings.length;
    void query.fetchNextPage();
  };

  const loading = !rangeError && query.isPending;
  let status = "";
  if (loading) status = "Loading paintings…";
  else if (!rangeError && query.data) status = paintingCount(total);

  let content = null;
  if (rangeError) content = null;
  else if (loading) content = <PaintingGridSkeleton count={6} />;
  else if (query.isError && paintings.length === 0)
    content = (
      <ErrorMessage title="We couldn't load the paintings" error={query.error} onRetry={() => void query.refetch()} />
    );
  else if (paintings.length === 0)
    content = (
      <div className="rounded-2xl border border-dashed border-ink-300 bg-white/60 px-6 py-10 text-center text-ink-700">
        <p className="font-serif text-xl font-bold text-ink-950">No paintings match</p>
        {hasPaintingFilters(filters) ? (
          <button
            type="button"
            onClick={() => setFilters({ ...DEFAULT_PAINTING_FILTERS, sort: filters.sort })}
            className={cn(button("secondary"), "mt-4")}
          >
            Clear filters
          </button>
        ) : null}
      </div>
    );
  else
    content = (
      <>
        <PaintingList ref={listRef} paintings={paintings} />
        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          {query.isFetchNextPageError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {`We couldn't load more paintings. ${errorMessage(query.error)}`}
            </p>
          ) : null}
          {query.hasNextPage ? (
            <button
              type="button"
              onClick={showMore}
              disabled={query.isFetchingNextPage}
              aria-busy={query.isFetchingNextPage || undefined}
              className={cn(button("secondary"), "disabled:cursor-wait disabled:opacity-60")}
            >
              {query.isFetchingNextPage ? "Loading more…" : "Show more"}
            </button>
          ) : null}
        </div>
      </>
    );

  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-12 sm:px-6 sm:pt-12 lg:px-8">
      <h1 className="font-serif text-4xl font-bold text-ink-950">Paintings</h1>
      <p className="mt-2 mb-4 max-w-2xl text-ink-700 md:mb-8">
        Originals from the artists we work with, one of a kind. Sold works stay on show.
      </p>
      {/* On a phone the filters wait behind a button, so the first paintings are in view. */}
      <PaintingFiltersForm filters={filters} onChange={setFilters} media={media.data} className="hidden md:grid" />
      <div className="mb-4 flex items-center justify-between gap-4 md:mt-8">
        <p role="status" className="min-h-6 font-semibold text-ink-800">
          {status}
        </p>
        <PaintingFiltersButton filters={filters} onChange={setFilters} media={media.data} className="md:hidden" />
      </div>
      {rangeError ? <p className="font-medium text-red-700 md:hidden">{rangeError}</p> : null}
      {content}
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { PaintingsPage as Component };
