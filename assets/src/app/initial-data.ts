import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { LATEST_TOOLS_COUNT, NEWEST_FIRST, type Tool } from "@/features/catalogue";
import { NEWEST_PAINTINGS_FIRST, type Painting } from "@/features/paintings";
import { LATEST_REVIEWS_COUNT, type Review } from "@/features/reviews";
import type { Paginated } from "@/lib/api-client";
import { paintingKeys, reviewKeys, toolKeys } from "@/lib/query-keys";

/**
 * What Django puts in a page as `<script id="initial-data" type="application/json">`: the
 * API's answers to the queries of that page's first screen (web/initial_data.py), so that it
 * paints without asking. Home: the newest tools and reviews and the paintings; All Products:
 * the first page of tools; a product page: its tool; the gallery: its first page, newest
 * first; a painting's pages: the painting. Other pages carry none.
 */
export type InitialData = {
  tools?: Tool[];
  reviews?: Review[];
  paintings?: Painting[];
  toolPage?: Paginated<Tool>;
  tool?: Tool;
  paintingPage?: Paginated<Painting>;
  painting?: Painting;
};

export const INITIAL_DATA_ID = "initial-data";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function listOf<T>(value: unknown): T[] | undefined {
  return Array.isArray(value) ? (value as T[]) : undefined;
}

function pageOf<T>(value: unknown): Paginated<T> | undefined {
  return isRecord(value) && Array.isArray(value.results) ? (value as Paginated<T>) : undefined;
}

function oneOf<T>(value: unknown): T | undefined {
  return isRecord(value) && typeof value._id === "number" ? (value as T) : undefined;
}

export function readInitialData(doc: Document | undefined = globalThis.document): InitialData {
  const text = doc?.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {};
  }
  if (!isRecord(raw)) return {};
  // The server renders them with the API's own views; only their outline is checked.
  return {
    tools: listOf<Tool>(raw.tools),
    reviews: listOf<Review>(raw.reviews),
    paintings: listOf<Painting>(raw.paintings),
    toolPage: pageOf<Tool>(raw.toolPage),
    tool: oneOf<Tool>(raw.tool),
    paintingPage: pageOf<Painting>(raw.paintingPage),
    painting: oneOf<Painting>(raw.painting),
  };
}

/** A first page as useInfiniteQuery keeps it. */
function firstPage<T>(page: Paginated<T>): InfiniteData<Paginated<T>, number> {
  return { pages: [page], pageParams: [0] };
}

/**
 * Puts the page's initial data in the query cache, as if just fetched: the first screen's
 * queries start with it and ask the API again only once it is stale, like any other answer.
 */
export function seedQueryCache(queryClient: QueryClient, data: InitialData = readInitialData()): QueryClient {
  if (data.tools) queryClient.setQueryData(toolKeys.latest(LATEST_TOOLS_COUNT), data.tools);
  if (data.reviews) queryClient.setQueryData(reviewKeys.latest(LATEST_REVIEWS_COUNT), data.reviews);
  if (data.paintings) queryClient.setQueryData(paintingKeys.list(), data.paintings);
  // All Products' query without filters (features/catalogue's toolQuery): what the server asked.
  if (data.toolPage) queryClient.setQueryData(toolKeys.pages({ ordering: NEWEST_FIRST }), firstPage(data.toolPage));
  if (data.tool) queryClient.setQueryData(toolKeys.detail(data.tool._id), data.tool);
  // The gallery's query without filters (features/paintings' paintingQuery): what the server asked.
  if (data.paintingPage) {
    queryClient.setQueryData(paintingKeys.pages({ ordering: NEWEST_PAINTINGS_FIRST }), firstPage(data.paintingPage));
  }
  if (data.painting) queryClient.setQueryData(paintingKeys.detail(data.painting._id), data.painting);
  return queryClient;
}
