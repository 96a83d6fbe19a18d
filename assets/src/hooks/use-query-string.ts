import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";

export type UpdateQuery = (change: (params: URLSearchParams) => void, options?: { replace?: boolean }) => void;

/**
 * The URL's query string, and a way to change it. (Not react-router's useSearchParams: the
 * home page's vendor chunk would carry it, and that chunk is at its budget.)
 *
 * A change shows at once: the router applies a navigation in a transition, later than the
 * click that asked for it, and until then a box ticked or an option chosen (controlled by
 * the query) would spring back. The asked-for query is what the page reads until the URL
 * moves (to it, or elsewhere: Back).
 */
export function useQueryString(): [URLSearchParams, UpdateQuery] {
  const location = useLocation();
  const navigate = useNavigate();
  // Kept with the location it was asked from: any navigation after it (the one asked for,
  // or Back) makes the URL the one to read again.
  const [asked, setAsked] = useState<{ query: string; at: typeof location } | null>(null);
  const current = asked && asked.at === location ? asked.query : location.search;
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  }, [current]);
  const params = useMemo(() => new URLSearchParams(current), [current]);
  const update = useCallback<UpdateQuery>(
    (change, options) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      const query = next.toString();
      latest.current = query ? `?${query}` : "";
      setAsked({ query: latest.current, at: location });
      void navigate({ search: latest.current }, { replace: options?.replace });
    },
    [navigate, location],
  );
  return [params, update];
}

/** A page number from the query string: 1 unless it is a whole number above 0. */
export function readPage(value: string | null): number {
  const page = Number.parseInt(value ?? "", 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}
