export { useTool } from "./api/get-tool";
export { useToolPages, useToolsPage } from "./api/get-tool-pages";
export { LATEST_TOOLS_COUNT, TOOLS_PAGE_SIZE } from "./api/tool-lists";
export { LatestToolsSection } from "./components/latest-tools-section";
export { ToolGridSkeleton, ToolList } from "./components/tool-grid";
export type { Tool } from "./types";
