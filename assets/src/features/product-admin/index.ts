export { CHANGES_SAVED_MESSAGE } from "./form-helpers";
export { MAX_IMAGE_BYTES } from "./image-value";
export { ImageUploadField } from "./components/image-upload-field";
export { PRODUCT_ADDED_MESSAGE, ToolForm } from "./components/tool-form";
export type { EditablePainting, PaintingFields, SavedTool, ToolFields } from "./types";
export { BackToProducts, PRODUCTS_PATH, ProductLoadError, isNotFound } from "./components/product-page-parts";
export { PRODUCTS_PAGE_SIZE, ProductListSection } from "./components/product-list-section";
export type { ProductRow } from "./components/product-list";
