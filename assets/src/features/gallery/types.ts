export type Painting = {
  _id: number;
  title: string;
  artist: string;
  img: string;
  /** WebP copies of `img` at a few widths, as a srcset; null (or absent) when there are none. */
  imgSrcset?: string | null;
};
