import type { QueryClient } from "@tanstack/react-query";
import { LATEST_TOOLS_COUNT, toolKeys, type Tool } from "@/features/catalogue";
import { paintingKeys, type Painting } from "@/features/gallery";
import { LATEST_REVIEWS_COUNT, reviewKeys, type Review } from "@/features/reviews";

/**
 * What Django puts in Home's page as `<script id="initial-data" type="application/json">`:
 * the API's answers for Home's queries (the newest tools and reviews, the paintings), so that
 * Home's first paint needs no request. Other pages carry none.
 */
export type InitialData = {
  tools?: Tool[];
  reviews?: Review[];
  paintings?: Painting[];
};

export const INITIAL_DATA_ID = "initial-data";

export function readInitialData(doc: Document | undefined = globalThis.document): InitialData {
  const text = doc?.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof raw !== "object" || raw === null) return {};
  const { tools, reviews, paintings } = raw as Record<string, unknown>;
  // The server renders them with the API's own serializers; a list is all that is checked.
  return {
    tools: Array.isArray(tools) ? (tools as Tool[]) : undefined,
    reviews: Array.isArray(reviews) ? (reviews as Review[]) : undefined,
    paintings: Array.isArray(paintings) ? (paintings as Painting[]) : undefined,
  };
}

/**
 * Puts the page's initial data in the query cache, as if just fetched: Home's queries start
 * with it and ask the API again only once it is stale, like any other answer.
 */
export function seedQueryCache(queryClient: QueryClient, data: InitialData = readInitialData()): QueryClient {
  if (data.tools) queryClient.setQueryData(toolKeys.latest(LATEST_TOOLS_COUNT), data.tools);
  if (data.reviews) queryClient.setQueryData(reviewKeys.latest(LATEST_REVIEWS_COUNT), data.reviews);
  if (data.paintings) queryClient.setQueryData(paintingKeys.all, data.paintings);
  return queryClient;
}
