import type { QueryClient } from "@tanstack/react-query";
import type { Brand, Category } from "@/features/categories";
import { categoryKeys } from "@/lib/query-keys";
import { createTestQueryClient } from "./test-utils";

/** GET /api/categories: a small tree, depth first. */
export const CATEGORIES: Category[] = [
  { _id: 1, name: "Painting", slug: "painting", parent: null, depth: 1, path: "Painting", toolCount: 14 },
  { _id: 2, name: "Brushes", slug: "brushes", parent: 1, depth: 2, path: "Painting > Brushes", toolCount: 12 },
  {
    _id: 3,
    name: "Round brushes",
    slug: "round-brushes",
    parent: 2,
    depth: 3,
    path: "Painting > Brushes > Round brushes",
    toolCount: 4,
  },
  { _id: 4, name: "Drawing", slug: "drawing", parent: null, depth: 1, path: "Drawing", toolCount: 0 },
];

/** GET /api/brands, by name. */
export const BRANDS: Brand[] = [
  { _id: 7, name: "Da Vinci", slug: "da-vinci", toolCount: 5 },
  { _id: 8, name: "Winsor & Newton", slug: "winsor-newton", toolCount: 9 },
];

/** A query client that has the lists already (fresh: a page reads them without asking the API). */
export function withCategoryLists(
  queryClient: QueryClient = createTestQueryClient(),
  { categories = CATEGORIES, brands = BRANDS }: { categories?: Category[]; brands?: Brand[] } = {},
): QueryClient {
  queryClient.setQueryData(categoryKeys.categories(), categories);
  queryClient.setQueryData(categoryKeys.brands(), brands);
  return queryClient;
}
