import { useRef } from "react";
import { Link } from "react-router-dom";
import { EmptyState, ErrorMessage, Pager, textLink } from "@/components/ui";
import {
  ORDERS_PAGE_SIZE,
  ORDER_STATUSES,
  OrderFilters,
  OrdersList,
  OrdersOverview,
  useAdminOrders,
  type AdminOrderStatus,
} from "@/features/order-admin";
import { OpenReturnsFilter } from "@/features/returns";
import { useDeferredData } from "@/hooks/use-deferred-data";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { readPage, useQueryString } from "@/hooks/use-query-string";

export const NO_ORDERS_MESSAGE = "No orders match.";

function readStatus(value: string | null): AdminOrderStatus | "" {
  return value && (ORDER_STATUSES as readonly string[]).includes(value) ? (value as AdminOrderStatus) : "";
}

export function AdminOrdersPage() {
  useDocumentTitle("Orders");
  const [searchParams, updateQuery] = useQueryString();
  const status = readStatus(searchParams.get("status"));
  const urlSearch = (searchParams.get("search") ?? "").trim();
  const page = readPage(searchParams.get("page"));
  const openReturns = searchParams.get("return") === "open";
  const orders = useAdminOrders({ status, search: urlSearch, openReturns, offset: (page - 1) * ORDERS_PAGE_SIZE });
  const data = useDeferredData(orders.data);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

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
      <p className="mt-2">
        <Link to="/dashboard/invoices" className={textLink}>
          Invoices by month
        </Link>
      </p>

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
        <OrderFilters
          status={status}
          search={urlSearch}
          updateQuery={updateQuery}
          onStatus={(value) => setParam("status", value)}
        />
        <OpenReturnsFilter checked={openReturns} onChange={(checked) => setParam("return", checked ? "open" : "")} />
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
