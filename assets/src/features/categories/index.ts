export { useToolGroupChoices, type GroupChoices } from "./api/choices";
export { useBrands, useCategories } from "./api/get-lists";
export type { Brand, Category } from "./types";
