/** A painting tool as the API sends it. */
export type Tool = {
  _id: number;
  name: string;
  description: string;
  img: string;
  /** WebP copies of `img` at a few widths, as a srcset; null (or absent) when there are none. */
  imgSrcset?: string | null;
  price: number;
  minimumOrderQuantity: number;
  availableQuantity: number;
};
