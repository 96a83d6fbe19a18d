import { useRef } from "react";
import { Link } from "react-router-dom";
import { EmptyState, ErrorMessage, Pager, button } from "@/components/ui";
import { ProductList, ProductListSkeleton, type ProductRow } from "./product-list";

/** How many products a page of the admins' lists shows. */
export const PRODUCTS_PAGE_SIZE = 20;

/** A page's query, as far as the list reads it. */
type ListQuery = {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: { count: number };
};

type ProductListSectionProps = {
  id: string;
  /** The section's heading, e.g. "Tools". */
  title: string;
  /** The products' word in sentences, e.g. "tool" and "tools". */
  singular: string;
  plural: string;
  statusHeading: string;
  query: ListQuery;
  rows: ProductRow[];
  page: number;
  onPage: (page: number) => void;
  add: { to: string; label: string };
};

/** One kind of product, a page at a time: loading, failure, empty, or the list and its pager. */
export function ProductListSection({
  id,
  title,
  singular,
  plural,
  statusHeading,
  query,
  rows,
  page,
  onPage,
  add,
}: ProductListSectionProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = query.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / PRODUCTS_PAGE_SIZE));
  const goToPage = (target: number) => {
    onPage(target);
    headingRef.current?.focus();
  };

  let content;
  if (query.isPending) content = <ProductListSkeleton label={`Loading the ${plural}…`} />;
  else if (query.isError && !query.isPlaceholderData)
    content = (
      <ErrorMessage title={`Couldn't load the ${plural}`} error={query.error} onRetry={() => void query.refetch()} />
    );
  else if (count === 0) content = <EmptyState message={`No ${plural} yet.`} />;
  else
    content = (
      <>
        {rows.length ? (
          <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? "opacity-60" : undefined}>
            <ProductList rows={rows} caption={`${title}, newest first`} statusHeading={statusHeading} />
          </div>
        ) : (
          <EmptyState message={`No ${plural} on page ${page}.`} />
        )}
        <Pager label={`Pages of ${plural}`} page={page} pages={pages} onPage={goToPage} />
      </>
    );

  return (
    <section aria-labelledby={id} className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} ref={headingRef} tabIndex={-1} className="font-serif text-2xl font-bold text-ink-950 outline-none">
          {title}
        </h2>
        <Link to={add.to} className={button("secondary", "sm")}>
          {add.label}
        </Link>
      </div>
      <p aria-live="polite" className="mt-1 min-h-5 text-sm text-ink-700">
        {query.data && !query.isPlaceholderData ? `${count} ${count === 1 ? singular : plural}` : ""}
      </p>
      <div className="mt-3">{content}</div>
    </section>
  );
}
