// "See it on your wall": loaded lazily by the painting's page, as its own chunk:
// const { WallPreview } = await import(/* webpackChunkName: "wall-preview" */ "@/features/wall-preview");
export { WallPreview, type WallPreviewProps } from "./components/wall-preview";
export type { WallPainting } from "./types";
