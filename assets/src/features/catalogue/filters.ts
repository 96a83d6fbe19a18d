import { isApiError } from "@/lib/api-client";
import { parsePrice } from "@/lib/price-range";
import type { ToolQuery } from "@/lib/query-keys";
import { NEWEST_FIRST } from "./api/tool-lists";

/** The orders one can pick: the API's `ordering` values, also the URL's `sort`. "" is the
 * default: the best match first for a search, else the newest first. */
export const TOOL_SORTS = [
  { value: "", label: "Newest first", searchLabel: "Best match" },
  { value: NEWEST_FIRST, label: "Newest first" },
  { value: "price", label: "Price: low to high" },
  { value: "-price", label: "Price: high to low" },
  { value: "name", label: "Name A–Z" },
] as const;

export type ToolSort = (typeof TOOL_SORTS)[number]["value"];

/** What All Products shows; the URL holds it (`?q=sable+brush&category=brushes&inStock=1&minPrice=5&maxPrice=40&sort=price`). */
export type ToolFilters = {
  /** A search of names and descriptions; "" for none. */
  q: string;
  /** A category's slug (its subcategories' tools too); "" for any. */
  category: string;
  /** A brand's slug; "" for any. */
  brand: string;
  inStock: boolean;
  minPrice: number | null;
  maxPrice: number | null;
  sort: ToolSort;
};

export const DEFAULT_TOOL_FILTERS: ToolFilters = {
  q: "",
  category: "",
  brand: "",
  inStock: false,
  minPrice: null,
  maxPrice: null,
  sort: "",
};

function isSort(value: string | null): value is ToolSort {
  return TOOL_SORTS.some((sort) => sort.value === value);
}

/** The filters of the URL's search params; a value it cannot read is left at its default. */
export function readToolFilters(params: URLSearchParams): ToolFilters {
  const sort = params.get("sort");
  return {
    q: params.get("q")?.trim() ?? "",
    category: params.get("category")?.trim() ?? "",
    brand: params.get("brand")?.trim() ?? "",
    inStock: params.get("inStock") === "1",
    minPrice: parsePrice(params.get("minPrice")),
    maxPrice: parsePrice(params.get("maxPrice")),
    sort: isSort(sort) ? sort : "",
  };
}

const FILTER_PARAMS = ["q", "category", "brand", "inStock", "minPrice", "maxPrice", "sort"];

/** Writes `filters` into the URL's search params: only what differs from the defaults (other params stay). */
export function writeToolFilters(params: URLSearchParams, filters: ToolFilters): URLSearchParams {
  for (const name of FILTER_PARAMS) params.delete(name);
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  if (filters.brand) params.set("brand", filters.brand);
  if (filters.inStock) params.set("inStock", "1");
  if (filters.minPrice !== null) params.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice !== null) params.set("maxPrice", String(filters.maxPrice));
  if (filters.sort) params.set("sort", filters.sort);
  return params;
}

/** Whether anything narrows the list (the order does not). */
export function hasToolFilters(filters: ToolFilters): boolean {
  return (
    filters.q !== "" ||
    filters.category !== "" ||
    filters.brand !== "" ||
    filters.inStock ||
    filters.minPrice !== null ||
    filters.maxPrice !== null
  );
}

/** GET /api/tools' query for `filters` (without limit and offset); a search without a chosen order asks for none: the best match first. */
export function toolQuery(filters: ToolFilters): ToolQuery {
  const query: ToolQuery = {};
  if (filters.q) query.q = filters.q;
  const ordering = filters.sort || (filters.q ? "" : NEWEST_FIRST);
  if (ordering) query.ordering = ordering;
  if (filters.inStock) query.inStock = "true";
  if (filters.minPrice !== null) query.minPrice = filters.minPrice;
  if (filters.maxPrice !== null) query.maxPrice = filters.maxPrice;
  if (filters.category) query.category = filters.category;
  if (filters.brand) query.brand = filters.brand;
  return query;
}

/**
 * What the API said is wrong with the filters (a 400, e.g. a shared link's category that is
 * gone: "No such category."), or null for any other failure.
 */
export function refusedFilterMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const first = Object.values(error.fields).find((messages) => messages.length > 0);
  return first?.[0] ?? error.detail;
}
