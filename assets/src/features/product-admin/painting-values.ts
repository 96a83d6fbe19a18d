import type { FieldPath } from "react-hook-form";
import type { ImageValue } from "./image-value";
import type { EditablePainting, PaintingFields } from "./types";

export const PAINTING_ADDED_MESSAGE = "You have successfully added a painting";

/** The painting form's values: what the inputs hold (text for the numbers). */
export type PaintingValues = {
  title: string;
  artist: string;
  description: string;
  price: string;
  medium: string;
  widthCm: string;
  heightCm: string;
  framed: boolean;
  year: string;
  img: ImageValue;
  images: (File | string)[];
};

export const EMPTY_PAINTING: PaintingValues = {
  title: "",
  artist: "",
  description: "",
  price: "",
  medium: "",
  widthCm: "",
  heightCm: "",
  framed: false,
  year: "",
  img: null,
  images: [],
};

export const PAINTING_LABELS: Record<FieldPath<PaintingValues>, string> = {
  title: "Title",
  artist: "Artist",
  description: "Description",
  price: "Price",
  medium: "Medium",
  widthCm: "Width (cm)",
  heightCm: "Height (cm)",
  framed: "Framed",
  year: "Year",
  img: "Image",
  images: "More images",
};

/** The server's field names are the form's (a refused upload comes back as `img` or `images`). */
export const PAINTING_SERVER_FIELDS: Record<string, FieldPath<PaintingValues>> = Object.fromEntries(
  Object.keys(PAINTING_LABELS).map((name) => [name, name as FieldPath<PaintingValues>]),
);

/** The largest side the shop takes, in cm. */
export const MAX_SIZE_CM = 1000;

const CENTIMETRES = /^\d+(\.\d{1,2})?$/;

export function sizeError(side: "width" | "height") {
  return (value: string): string | true => {
    const text = value.trim();
    if (!text) return `Enter the ${side} in cm`;
    if (!CENTIMETRES.test(text)) return `Enter the ${side} as a number of cm, like 60 or 45.5`;
    if (Number(text) <= 0) return `The ${side} must be more than 0`;
    if (Number(text) > MAX_SIZE_CM) return `The ${side} can be at most ${MAX_SIZE_CM} cm`;
    return true;
  };
}

export function yearError(value: string): string | true {
  const text = value.trim();
  if (!text) return true;
  if (!/^[1-9]\d{3}$/.test(text)) return "Enter the year as 4 digits, like 2021";
  if (Number(text) > new Date().getFullYear()) return "The year can't be in the future";
  return true;
}

export function paintingValuesOf(painting: EditablePainting): PaintingValues {
  return {
    title: painting.title,
    artist: painting.artist,
    description: painting.description,
    price: String(painting.price),
    medium: painting.medium,
    widthCm: String(painting.widthCm),
    heightCm: String(painting.heightCm),
    framed: painting.framed,
    year: painting.year === null ? "" : String(painting.year),
    img: painting.img,
    images: painting.images.map((image) => image.img),
  };
}

/** The wire fields of valid values whose images are uploaded (`img`, `images`: their URLs). */
export function paintingFieldsOf(
  values: PaintingValues,
  { img, images }: { img: string; images: string[] },
): PaintingFields {
  const year = values.year.trim();
  return {
    title: values.title.trim(),
    artist: values.artist.trim(),
    description: values.description.trim(),
    price: Number(values.price),
    medium: values.medium,
    widthCm: Number(values.widthCm),
    heightCm: Number(values.heightCm),
    framed: values.framed,
    year: year ? Number(year) : null,
    img,
    images,
  };
}

/** A saved painting as wire fields, read the way the form reads its values (what changes are measured against). */
export function savedPaintingFields(painting: EditablePainting): PaintingFields {
  return paintingFieldsOf(paintingValuesOf(painting), {
    img: painting.img,
    images: painting.images.map((image) => image.img),
  });
}
