import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { LATEST_TOOLS_COUNT, TOOLS_PAGE_SIZE, type Tool } from "@/features/catalogue";
import type { Painting } from "@/features/paintings";
import { LATEST_REVIEWS_COUNT, type Review } from "@/features/reviews";
import type { Paginated } from "@/lib/api-client";
import { paintingKeys, reviewKeys, toolKeys } from "@/lib/query-keys";

/**
 * What Django puts in a page as `<script id="initial-data" type="application/json">`: the
 * API's answers to the queries of that page's first screen (web/initial_data.py), so that it
 * paints without asking. Home: the newest tools and reviews and the paintings; All Products:
 * the first page of tools; a product page: its tool. Other pages carry none.
 */
export type InitialData = {
  tools?: Tool[];
  reviews?: Review[];
  paintings?: Painting[];
  toolPage?: Paginated<Tool>;
  tool?: Tool;
};

export const INITIAL_DATA_ID = "initial-data";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function listOf<T>(value: unknown): T[] | undefined {
  return Array.isArray(value) ? (value as T[]) : undefined;
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
  const { toolPage, tool } = raw;
  return {
    tools: listOf<Tool>(raw.tools),
    reviews: listOf<Review>(raw.reviews),
    paintings: listOf<Painting>(raw.paintings),
    toolPage: isRecord(toolPage) && Array.isArray(toolPage.results) ? (toolPage as Paginated<Tool>) : undefined,
    tool: isRecord(tool) && typeof tool._id === "number" ? (tool as Tool) : undefined,
  };
}

/**
 * Puts the page's initial data in the query cache, as if just fetched: the first screen's
 * queries start with it and ask the API again only once it is stale, like any other answer.
 */
export function seedQueryCache(queryClient: QueryClient, data: InitialData = readInitialData()): QueryClient {
  if (data.tools) queryClient.setQueryData(toolKeys.latest(LATEST_TOOLS_COUNT), data.tools);
  if (data.reviews) queryClient.setQueryData(reviewKeys.latest(LATEST_REVIEWS_COUNT), data.reviews);
  if (data.paintings) queryClient.setQueryData(paintingKeys.all, data.paintings);
  if (data.toolPage) {
    const pages: InfiniteData<Paginated<Tool>, number> = { pages: [data.toolPage], pageParams: [0] };
    queryClient.setQueryData(toolKeys.pages(TOOLS_PAGE_SIZE), pages);
  }
  if (data.tool) queryClient.setQueryData(toolKeys.detail(data.tool._id), data.tool);
  return queryClient;
}
