import type { Painting } from "@/features/paintings";

/** A painting as the API sends it (GET /api/paintings/{id}); `changes` override the defaults. */
export function aPainting(id: number, changes: Partial<Painting> = {}): Painting {
  return {
    _id: id,
    title: `Painting ${id}`,
    artist: "Claire Dubois",
    description: `The description of painting ${id}.`,
    price: 100 + id,
    medium: "oil",
    mediumName: "Oil",
    widthCm: 60,
    heightCm: 45,
    framed: true,
    year: 2021,
    img: `/media/paintings/${id}.jpg`,
    imgSrcset: null,
    images: [],
    state: "available",
    reservedUntil: null,
    createdAt: "2026-11-24T10:00:00Z",
    ...changes,
  };
}

export const PAINTING_MEDIA = [
  { code: "oil", name: "Oil" },
  { code: "watercolour", name: "Watercolour" },
];
