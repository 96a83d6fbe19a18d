export { useAddProduct, type AddProductInput } from "./api/add-product";
export { LATEST_TOOLS_COUNT, TOOLS_PAGE_SIZE } from "./api/tool-lists";
export { LatestToolsSection } from "./components/latest-tools-section";
export { ToolCard } from "./components/tool-card";
export type { Tool } from "./types";
