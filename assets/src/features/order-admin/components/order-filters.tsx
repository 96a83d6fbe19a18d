import { useId } from "react";
import { useDebouncedSearch } from "@/hooks/use-debounced-search";
import type { UpdateQuery } from "@/hooks/use-query-string";
import { ORDER_STATUSES, type AdminOrderStatus } from "../types";
import { STATUS_LABELS } from "./status-badge";

const controlClass =
  "mt-1.5 block w-full rounded-xl border border-ink-300 bg-white px-4 py-2.5 text-ink-950 shadow-sm focus:outline-3 focus:outline-offset-1 focus:outline-ultramarine-600";

type OrderFiltersProps = {
  status: AdminOrderStatus | "";
  /** The URL's search. */
  search: string;
  updateQuery: UpdateQuery;
  onStatus: (status: string) => void;
};

/** The orders' status filter and search box (customer e-mail or order number). */
export function OrderFilters({ status, search, updateQuery, onStatus }: OrderFiltersProps) {
  const [searchText, setSearchText] = useDebouncedSearch(search, updateQuery);
  const statusId = useId();
  const searchId = useId();
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-[12rem_1fr]">
      <div>
        <label htmlFor={statusId} className="block text-sm font-semibold text-ink-900">
          Status
        </label>
        <select
          id={statusId}
          value={status}
          onChange={(event) => onStatus(event.target.value)}
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
  );
}
