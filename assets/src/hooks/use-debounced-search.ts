import { useEffect, useState } from "react";
import type { UpdateQuery } from "./use-query-string";

/** How long a search box waits for typing to pause before it searches. */
const SEARCH_DELAY_MS = 300;

/**
 * A search box's text: what is typed goes to the URL's `search` (back to page 1) once typing
 * pauses; a search that comes from the URL (back, a link) fills the box.
 */
export function useDebouncedSearch(urlSearch: string, updateQuery: UpdateQuery) {
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
