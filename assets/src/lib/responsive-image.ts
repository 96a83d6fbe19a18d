/**
 * `srcSet` and `sizes` for an <img> whose image the API offers at several widths
 * (`imgSrcset`: WebP copies of an uploaded image); nothing for other images (SVGs, other
 * sites' images), which keep their plain `src`.
 */
export function responsiveImage(srcSet: string | null | undefined, sizes: string): { srcSet?: string; sizes?: string } {
  return srcSet ? { srcSet, sizes } : {};
}
