/**
 * What an admin writes. The shop's own types of a tool and a painting (what the API sends)
 * belong to the catalogue and paintings features; these are the fields a form may send, by
 * their wire names, and the same shapes are what the forms are filled from.
 */

/** POST /api/tools's body; PATCH /api/tools/{id} takes any part of it. */
export type ToolFields = {
  name: string;
  description: string;
  img: string;
  price: number;
  minimumOrderQuantity: number;
  availableQuantity: number;
  /** A category's id (GET /api/categories), or null for none. */
  category: number | null;
  /** A brand's id (GET /api/brands), or null for none. */
  brand: number | null;
};

/** The tool the API answers a write with. */
export type SavedTool = ToolFields & { _id: number };

/** A tool as the API sends it, as far as its form reads it (an answer from before categories has neither field). */
export type EditableTool = Omit<SavedTool, "category" | "brand"> & { category?: number | null; brand?: number | null };

/** POST /api/paintings's body; PATCH /api/paintings/{id} takes any part of it. */
export type PaintingFields = {
  title: string;
  artist: string;
  description: string;
  price: number;
  /** A code of GET /api/paintings/media. */
  medium: string;
  /** The size as it hangs on a wall: with the frame when framed. */
  widthCm: number;
  heightCm: number;
  framed: boolean;
  year: number | null;
  /** The main image's URL. */
  img: string;
  /** More views (details), in order. */
  images: string[];
};

/** A painting as the API sends it, as far as its form reads it (its more views are objects there). */
export type EditablePainting = Omit<PaintingFields, "images"> & { _id: number; images: { img: string }[] };

/** A medium a painting can be in, as GET /api/paintings/media lists them (the form's choices). */
export type MediumChoice = { code: string; name: string };
