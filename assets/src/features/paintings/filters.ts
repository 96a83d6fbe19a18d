import { parsePrice } from "@/lib/price-range";
import type { PaintingQuery } from "@/lib/query-keys";
import { NEWEST_PAINTINGS_FIRST } from "./api/painting-lists";

/** The gallery's orders: the API's `ordering` values, also the URL's `sort`. */
export const PAINTING_SORTS = [
  { value: NEWEST_PAINTINGS_FIRST, label: "Newest first" },
  { value: "_id", label: "Oldest first" },
  { value: "price", label: "Price: low to high" },
  { value: "-price", label: "Price: high to low" },
  { value: "title", label: "Title A–Z" },
] as const;

export type PaintingSort = (typeof PAINTING_SORTS)[number]["value"];

/** What the gallery shows; the URL holds it (`?q=harbour&available=1&medium=oil&minPrice=100&maxPrice=900&sort=price`). */
export type PaintingFilters = {
  /** A search of titles, artists and descriptions; "" for none. */
  q: string;
  available: boolean;
  /** A medium's code; "" for all media. */
  medium: string;
  minPrice: number | null;
  maxPrice: number | null;
  sort: PaintingSort;
};

export const DEFAULT_PAINTING_FILTERS: PaintingFilters = {
  q: "",
  available: false,
  medium: "",
  minPrice: null,
  maxPrice: null,
  sort: NEWEST_PAINTINGS_FIRST,
};

export { PRICE_RANGE_MESSAGE, parsePrice, priceRangeError } from "@/lib/price-range";

function isSort(value: string | null): value is PaintingSort {
  return PAINTING_SORTS.some((sort) => sort.value === value);
}

/** The filters of the URL's search params; a value it cannot read is left at its default. */
export function readPaintingFilters(params: URLSearchParams): PaintingFilters {
  const sort = params.get("sort");
  return {
    q: params.get("q")?.trim() ?? "",
    available: params.get("available") === "1",
    medium: params.get("medium") ?? "",
    minPrice: parsePrice(params.get("minPrice")),
    maxPrice: parsePrice(params.get("maxPrice")),
    sort: isSort(sort) ? sort : NEWEST_PAINTINGS_FIRST,
  };
}

const FILTER_PARAMS = ["q", "available", "medium", "minPrice", "maxPrice", "sort"];

/** Writes `filters` into the URL's search params: only what differs from the defaults (other params stay). */
export function writePaintingFilters(params: URLSearchParams, filters: PaintingFilters): URLSearchParams {
  for (const name of FILTER_PARAMS) params.delete(name);
  if (filters.q) params.set("q", filters.q);
  if (filters.available) params.set("available", "1");
  if (filters.medium) params.set("medium", filters.medium);
  if (filters.minPrice !== null) params.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice !== null) params.set("maxPrice", String(filters.maxPrice));
  if (filters.sort !== NEWEST_PAINTINGS_FIRST) params.set("sort", filters.sort);
  return params;
}

/** The URL's search params for `filters` alone. */
export function paintingFiltersSearch(filters: PaintingFilters): URLSearchParams {
  return writePaintingFilters(new URLSearchParams(), filters);
}

/** How many filters narrow the gallery: the search, "Available only", the medium, the price range (one, whichever ends it has); the order is none. */
export function paintingFilterCount(filters: PaintingFilters): number {
  const inUse = [
    filters.q !== "",
    filters.available,
    filters.medium !== "",
    filters.minPrice !== null || filters.maxPrice !== null,
  ];
  return inUse.filter(Boolean).length;
}

/** Whether anything narrows the gallery (the order does not). */
export function hasPaintingFilters(filters: PaintingFilters): boolean {
  return paintingFilterCount(filters) > 0;
}

/** GET /api/paintings' query for `filters` (without limit and offset). */
export function paintingQuery(filters: PaintingFilters): PaintingQuery {
  const query: PaintingQuery = { ordering: filters.sort };
  if (filters.q) query.q = filters.q;
  if (filters.available) query.available = "true";
  if (filters.medium) query.medium = filters.medium;
  if (filters.minPrice !== null) query.minPrice = filters.minPrice;
  if (filters.maxPrice !== null) query.maxPrice = filters.maxPrice;
  return query;
}
