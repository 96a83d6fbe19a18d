import { memo } from "react";
import { Link } from "react-router-dom";
import { ErrorMessage, SkeletonBar, textLink } from "@/components/ui";
import { useDeferredData } from "@/hooks/use-deferred-data";
import { formatPrice } from "@/lib/format";
import { formatDay } from "@/lib/format-date";
import { useOrdersOverview } from "../api/get-overview";
import { CHART_BOX } from "./chart-box";
import SalesChart from "./sales-chart";
import type { OrdersOverview as Overview } from "../types";

const REVENUE_NOTE = "(paid, shipped or delivered orders, by the day they were placed).";
/** The days the server sums up (GET /api/manage/overview's `days`). */
const OVERVIEW_DAYS = 30;

const card = "rounded-2xl border border-ink-200 bg-white/80 p-4 shadow-sm sm:p-5";

function SalesSection({ overview }: { overview: Overview }) {
  const { days, currency } = overview;
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const revenue = days.reduce((sum, day) => sum + Number(day.revenue), 0);
  return (
    <section aria-labelledby="sales-heading" className={`${card} lg:col-span-2`}>
      <h2 id="sales-heading" className="font-serif text-xl font-bold text-ink-950">
        The last {days.length} days
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        <span className="block">{`${orders} ${orders === 1 ? "order" : "orders"}, ${formatPrice(revenue, currency)} in revenue `}</span>
        {REVENUE_NOTE}
      </p>
      <div className="mt-4">
        <SalesChart days={days} currency={currency} />
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-terracotta-800">The figures per day, as a table</summary>
        <div className="mt-2 max-h-80 overflow-y-auto rounded-xl border border-ink-200">
          <table className="w-full text-left">
            <caption className="sr-only">Orders and revenue per day, the last {days.length} days, oldest first</caption>
            <thead className="sticky top-0 bg-ink-50 text-xs tracking-wider text-ink-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Day
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Orders
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="px-3 py-1.5 font-medium text-ink-900">
                    {formatDay(day.date)}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{day.orders}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatPrice(Number(day.revenue), currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

function LowStock({ tools }: { tools: Overview["lowStock"] }) {
  return (
    <section aria-labelledby="low-stock-heading" className={card}>
      <h2 id="low-stock-heading" className="font-serif text-xl font-bold text-ink-950">
        Low in stock
      </h2>
      {tools.length === 0 ? (
        <p className="mt-2 text-sm text-ink-700">Every tool has more than 5 in stock.</p>
      ) : (
        <ul className="mt-2 divide-y divide-ink-100 text-sm">
          {tools.map((tool) => (
            <li key={tool._id} className="flex items-baseline justify-between gap-3 py-1.5">
              <span className="text-ink-900 [overflow-wrap:anywhere]">{tool.name}</span>
              <span
                className={`shrink-0 font-semibold tabular-nums ${tool.availableQuantity === 0 ? "text-red-700" : "text-ink-800"}`}
              >
                {tool.availableQuantity === 0 ? "Sold out" : `${tool.availableQuantity} left`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const LOW_STOCK_ROWS = 3;

/**
 * While the overview loads: its sections with their headings and grey bars where the
 * figures, the chart and the tools will be, each the size of what replaces it, so the
 * orders below do not move when it comes (CLS 0).
 */
function OverviewSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <p role="status" className="sr-only">
        Loading the overview…
      </p>
      <section aria-hidden="true" className={`${card} lg:col-span-2`}>
        <p className="font-serif text-xl font-bold text-ink-950">The last {OVERVIEW_DAYS} days</p>
        <div className="mt-1 text-sm text-ink-700">
          <SkeletonBar className="h-5 w-56 max-w-full" />
          {REVENUE_NOTE}
        </div>
        <div className="mt-4 animate-pulse motion-reduce:animate-none">
          <SkeletonBar className={`w-full ${CHART_BOX}`} />
        </div>
        <p className="mt-3 text-sm font-semibold text-terracotta-800">The figures per day, as a table</p>
      </section>
      <div aria-hidden="true" className="grid content-start gap-4">
        <div className={card}>
          <SkeletonBar className="h-7 w-60 max-w-full" />
        </div>
        <div className={card}>
          <p className="font-serif text-xl font-bold text-ink-950">Low in stock</p>
          <ul className="mt-2 animate-pulse divide-y divide-ink-100 motion-reduce:animate-none">
            {Array.from({ length: LOW_STOCK_ROWS }, (_, row) => (
              <li key={row} className="flex justify-between gap-3 py-1.5">
                <SkeletonBar className="h-5 w-40" />
                <SkeletonBar className="h-5 w-12" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

/**
 * The owner's overview above the orders: sales per day, what waits to ship, what runs out.
 * Memoised: the orders' list beside it loading again does not draw it again.
 */
export const OrdersOverview = memo(function OrdersOverview() {
  const overview = useOrdersOverview();
  const data = useDeferredData(overview.data);
  if (overview.isError)
    return (
      <ErrorMessage title="Couldn't load the overview" error={overview.error} onRetry={() => void overview.refetch()} />
    );
  if (!data) return <OverviewSkeleton />;
  const { awaitingShipment, lowStock } = data;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <SalesSection overview={data} />
      <div className="grid content-start gap-4">
        <section aria-labelledby="to-ship-heading" className={card}>
          <h2 id="to-ship-heading" className="sr-only">
            To ship
          </h2>
          <p className="text-lg text-ink-900">
            <Link to="/dashboard/orders?status=paid" className={textLink}>
              Orders waiting to ship: {awaitingShipment}
            </Link>
          </p>
        </section>
        <LowStock tools={lowStock} />
      </div>
    </div>
  );
});
