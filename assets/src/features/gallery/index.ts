export { GalleryTeaser } from "./components/gallery-teaser";
export { ImageSlider } from "./components/image-slider";
export type { Painting } from "./types";
