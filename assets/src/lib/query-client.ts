import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client";

export function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change by asking again; network and server errors might.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * `meta` of queries whose data is the same for everyone (tools, reviews, paintings).
 * Every other query is private to the signed-in user and is dropped on sign-out.
 */
export const PUBLIC_QUERY = { public: true } as const;

/**
 * Forgets what the signed-in user fetched (orders, admin status, users...), and asks
 * again for public data that failed (e.g. refused along with an expired token).
 */
export function removePrivateQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.public !== true });
  queryClient.getMutationCache().clear();
  void queryClient.resetQueries({ predicate: (query) => query.state.status === "error" });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}
