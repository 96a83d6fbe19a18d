export { toolKeys } from "./api/get-tools";
export { LatestToolsSection } from "./components/latest-tools-section";
export { ToolCard } from "./components/tool-card";
export type { Tool } from "./types";
