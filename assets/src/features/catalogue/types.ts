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
  /** Its category's and brand's ids (GET /api/categories, /api/brands); null for none (absent from older answers). */
  category?: number | null;
  brand?: number | null;
};
