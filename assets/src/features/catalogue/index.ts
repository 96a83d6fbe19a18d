export { useTool } from "./api/get-tool";
export { useToolPages, useToolsPage } from "./api/get-tool-pages";
export { LATEST_TOOLS_COUNT, NEWEST_FIRST, TOOLS_PAGE_SIZE } from "./api/tool-lists";
export { ToolFiltersForm, type FilterOption } from "./components/tool-filters";
export {
  DEFAULT_TOOL_FILTERS,
  hasToolFilters,
  readToolFilters,
  refusedFilterMessage,
  toolQuery,
  writeToolFilters,
  type ToolFilters,
} from "./filters";
export { LatestToolsSection } from "./components/latest-tools-section";
export { ToolGridSkeleton, ToolList } from "./components/tool-grid";
export type { Tool } from "./types";
