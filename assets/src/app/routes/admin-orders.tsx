import { useEffect, useId, useRef, useState } from "react";
import { EmptyState, ErrorMessage, Pager } from "@/components/ui";
import {
  ORDERS_PAGE_SIZE,
  ORDER_STATUSES,
  OrdersList,
  OrdersOverview,
  STATUS_LABELS,
  useAdminOrders,
  type AdminOrderStatus,
} from "@/features/order-admin";
import { useDeferredData } from "@/hooks/use-deferred-data";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { readPage, useQueryString, type UpdateQuery } from "@/hooks/use-query-string";

export const NO_ORDERS_MESSAGE = "No orders match.";
/** How long the search box waits for typing to pause before it searches. */
export const SEARCH_DELAY_MS = 300;

const controlClass =
  "mt-1.5 block w-full rounded-xl border border-ink-300 bg-white px-4 py-2.5 text-ink-950 shadow-sm focus:outline-3 focus:outline-offset-1 focus:outline-ultramarine-600";

function readStatus(value: string | null): AdminOrderStatus | "" {
  return value && (ORDER_STATUSES as readonly string[]).includes(value) ? (value as AdminOrderStatus) : "";
}

/**
 * The search box: what is typed goes to the URL's `search` once typing pauses; a search
 * that comes from the URL (back, a link) fills the box.
 */
function useDebouncedSearch(urlSearch: string, updateQuery: UpdateQuery) {
  const [text, setText] = useState(urlSearch);
  // The URL's search this box last agreed with: anything else came from outside.
  const [synced, setSynced] = useState(urlSearch);
  if (urlSearch !== synced) {
    setSynced(urlSearch);
    setText(urlSearch);
  }

  useEffect(() => {
    const value = text.trim();
    if (value === urlSearch) return;
    const timer = setTimeout(() => {
      setSynced(value);
      updateQuery(
        (params) => {
          if (value) params.set("search", value);
          else params.delete("search");
          params.delete("page");
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, urlSearch, updateQuery]);

  return [text, setText] as const;
}

export function AdminOrdersPage() {
  useDocumentTitle("Orders");
  const [searchParams, updateQuery] = useQueryString();
  const status = readStatus(searchParams.get("status"));
  const urlSearch = (searchParams.get("search") ?? "").trim();
  const page = readPage(searchParams.get("page"));
  const [searchText, setSearchText] = useDebouncedSearch(urlSearch, updateQuery);
  const orders = useAdminOrders({ status, search: urlSearch, offset: (page - 1) * ORDERS_PAGE_SIZE });
  const data = useDeferredData(orders.data);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const statusId = useId();
  const searchId = useId();

  const setParam = (name: string, value: string) =>
    updateQuery((params) => {
      if (value) params.set(name, value);
      else params.delete(name);
      if (name !== "page") params.delete("page");
    });

  const goToPage = (target: number) => {
    setParam("page", target > 1 ? String(target) : "");
    listHeadingRef.current?.focus();
  };

  const count = data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / ORDERS_PAGE_SIZE));
  const results = data?.results ?? [];

  let content;
  if (orders.isError && !orders.isPlaceholderData)
    content = (
      <ErrorMessage title="Couldn't load the orders" error={orders.error} onRetry={() => void orders.refetch()} />
    );
  else if (!data) content = <OrdersList orders={undefined} />;
  else if (results.length === 0) content = <EmptyState message={NO_ORDERS_MESSAGE} />;
  else
    content = (
      <>
        <div aria-busy={orders.isPlaceholderData} className={orders.isPlaceholderData ? "opacity-60" : undefined}>
          <OrdersList orders={results} />
        </div>
        <Pager label="Pages of orders" page={page} pages={pages} onPage={goToPage} />
      </>
    );

  return (
    <div>
      <h1 className="font-serif text-3xl font-bold text-ink-950">Orders</h1>
      <p className="mt-2 text-ink-700">Ship what is paid, refund what cannot be sent, and see how the shop is doing.</p>

      <div className="mt-6">
        <OrdersOverview />
      </div>

      <section aria-labelledby="orders-list-heading" className="mt-10">
        <h2
          id="orders-list-heading"
          ref={listHeadingRef}
          tabIndex={-1}
          className="font-serif text-2xl font-bold text-ink-950 outline-none"
        >
          Every order
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-[12rem_1fr]">
          <div>
            <label htmlFor={statusId} className="block text-sm font-semibold text-ink-900">
              Status
            </label>
            <select
              id={statusId}
              value={status}
              onChange={(event) => setParam("status", event.target.value)}
              className={controlClass}
            >
              <option value="">All</option>
              {ORDER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {STATUS_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <form role="search" onSubmit={(event) => event.preventDefault()}>
            <label htmlFor={searchId} className="block text-sm font-semibold text-ink-900">
              Search
            </label>
            <input
              id={searchId}
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder="Customer e-mail or order number"
              autoComplete="off"
              aria-describedby={`${searchId}-hint`}
              className={controlClass}
            />
            <p id={`${searchId}-hint`} className="sr-only">
              Results update as you type.
            </p>
          </form>
        </div>
        <p aria-live="polite" className="mt-3 min-h-5 text-sm text-ink-700">
          {data && !orders.isPlaceholderData ? `${count} ${count === 1 ? "order" : "orders"}` : ""}
        </p>
        <div className="mt-2">{content}</div>
      </section>
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { AdminOrdersPage as Component };
