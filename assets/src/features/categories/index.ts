export { useToolGroupChoices, type GroupChoices } from "./api/choices";
export { useToolFilterOptions, type CountedOption } from "./api/filter-options";
export { useBrands, useCategories } from "./api/get-lists";
export type { Brand, Category } from "./types";
export { BrandManager } from "./components/brand-manager";
export { CategoryManager } from "./components/category-manager";
export { ChangeNotice, type Notice } from "./components/change-notice";
