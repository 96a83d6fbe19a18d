import { useDeferredValue } from "react";

/**
 * A query's data, handed to the page in a transition. TanStack Query gives React its results
 * through useSyncExternalStore, whose updates React renders at once, in one task, however
 * much of the page the data fills: on a phone a form or a table of orders is a 100-250 ms
 * task. With this, that urgent render keeps the data it had (undefined while loading, so the
 * skeleton stays) and React draws the new data in a transition, in slices between which the
 * browser can answer the person. Pass the query's `data` (the cache's own object), not the
 * query's result, which is a new object at every render. A page treats undefined as still
 * loading (after checking the query's error).
 */
export function useDeferredData<T>(data: T): T {
  return useDeferredValue(data);
}
