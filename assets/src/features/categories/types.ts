/** A category as GET /api/categories lists it (depth first, so the list reads as a tree). */
export type Category = {
  _id: number;
  name: string;
  slug: string;
  /** The category it is inside; null at the top level. */
  parent: number | null;
  /** 1 at the top level; categories go at most three levels deep. */
  depth: 1 | 2 | 3;
  /** Its name after its parents', e.g. "Painting > Brushes > Round brushes". */
  path: string;
  /** Tools in it and in its subcategories. */
  toolCount: number;
};

/** A brand as GET /api/brands lists it (by name). */
export type Brand = {
  _id: number;
  name: string;
  slug: string;
  toolCount: number;
};
