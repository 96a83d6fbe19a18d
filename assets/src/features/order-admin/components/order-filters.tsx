import { useEffect, useId, useState } from "react";
import type { UpdateQuery } from "@/hooks/use-query-string";
import { ORDER_STATUSES, type AdminOrderStatus } from "../types";
import { STATUS_LABELS } from "./status-badge";

/** How long the search box waits for typing to pause before it searches. */
const SEARCH_DELAY_MS = 300;

const controlClass =
  "mt-1.5 block w-full rounded-xl border border-ink-300 bg-white px-4 py-2.5 text-ink-950 shadow-sm focus:outline-3 focus:outline-offset-1 focus:outline-ultramarine-600";

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
