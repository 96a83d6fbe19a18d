import { useBrands, useCategories } from "./get-lists";

/** An option of a list's filter: the slug, and the name with its tool count. */
export type CountedOption = { value: string; label: string };

/** A sub-level's indent in a select (options hold text only). */
const INDENT = "\u2003";

/** The categories (indented by depth) and brands to filter the tools by, each naming its count: "Brushes (12)". */
export function useToolFilterOptions(): { categories?: CountedOption[]; brands?: CountedOption[] } {
  const categories = useCategories();
  const brands = useBrands();
  return {
    categories: categories.data?.map((category) => ({
      value: category.slug,
      label: `${INDENT.repeat(category.depth - 1)}${category.name} (${category.toolCount})`,
    })),
    brands: brands.data?.map((brand) => ({ value: brand.slug, label: `${brand.name} (${brand.toolCount})` })),
  };
}
