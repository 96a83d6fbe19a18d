/** "available": for sale; "reserved": held by a customer's unpaid order until `reservedUntil`; "sold". */
export type PaintingState = "available" | "reserved" | "sold";

/** One of the media the shop sells, as GET /api/paintings/media lists them. */
export type PaintingMedium = { code: string; name: string };

export type PaintingImage = {
  img: string;
  /** WebP copies of `img` at a few widths, as a srcset; null (or absent) when there are none. */
  imgSrcset?: string | null;
};

/** An original painting as the API sends it: one of a kind. */
export type Painting = PaintingImage & {
  _id: number;
  title: string;
  artist: string;
  description: string;
  price: number;
  /** A code of GET /api/paintings/media, e.g. "oil". */
  medium: string;
  mediumName: string;
  /** The size as it hangs on a wall, in centimetres: with the frame when `framed`. */
  widthCm: number;
  heightCm: number;
  framed: boolean;
  year: number | null;
  /** More views of the painting (details); the main image is `img`. */
  images: PaintingImage[];
  state: PaintingState;
  /** While "reserved": when the hold ends (ISO date-time); null otherwise. */
  reservedUntil: string | null;
  createdAt: string;
};
