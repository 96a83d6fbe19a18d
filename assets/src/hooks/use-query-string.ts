import { useCallback, useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";

export type UpdateQuery = (change: (params: URLSearchParams) => void, options?: { replace?: boolean }) => void;

/**
 * The URL's query string, and a way to change it. (Not react-router's useSearchParams: the
 * home page's vendor chunk would carry it, and that chunk is at its budget.)
 */
export function useQueryString(): [URLSearchParams, UpdateQuery] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const update = useCallback<UpdateQuery>(
    (change, options) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      const query = next.toString();
      latest.current = query ? `?${query}` : "";
      void navigate({ search: latest.current }, { replace: options?.replace });
    },
    [navigate],
  );
  return [params, update];
}

/** A page number from the query string: 1 unless it is a whole number above 0. */
export function readPage(value: string | null): number {
  const page = Number.parseInt(value ?? "", 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}
