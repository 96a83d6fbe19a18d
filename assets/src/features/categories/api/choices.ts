import { useBrands, useCategories } from "./get-lists";

/** A list of choices for a form's select: each category labelled with its path, each brand with its name. */
export type GroupChoices = { choices?: { id: number; label: string }[]; failed: boolean };

/** The choices of a tool's category and brand (undefined while they load). */
export function useToolGroupChoices(): { categories: GroupChoices; brands: GroupChoices } {
  const categories = useCategories();
  const brands = useBrands();
  return {
    categories: {
      choices: categories.data?.map((category) => ({ id: category._id, label: category.path })),
      failed: categories.isError,
    },
    brands: {
      choices: brands.data?.map((brand) => ({ id: brand._id, label: brand.name })),
      failed: brands.isError,
    },
  };
}
