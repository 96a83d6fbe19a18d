/**
 * Every TanStack Query key of the app, in one place: a feature's mutations invalidate what
 * they change, which is sometimes another feature's data (an order changes a tool's stock).
 * Kept apart from the hooks: the app seeds the first screen's queries from the page
 * (app/initial-data.ts) without pulling the hooks into the entry chunk.
 */

/** The query of GET /api/tools (search, filters and `ordering`), without `limit` and `offset`. */
export type ToolQuery = Record<string, string | number>;

export const toolKeys = {
  all: ["tools"] as const,
  /** All Products' pages for one query (the API's own, so the server's first page seeds it). */
  pages: (query: ToolQuery) => [...toolKeys.all, "pages", query] as const,
  latest: (limit: number) => [...toolKeys.all, "latest", limit] as const,
  /** One numbered page of the tools (the admins' products list). */
  page: (limit: number, offset: number) => [...toolKeys.all, "page", { limit, offset }] as const,
  detail: (id: string | number) => [...toolKeys.all, "detail", String(id)] as const,
};

/** The shop's categories and brands (GET /api/categories, /api/brands): their tool counts change with the tools. */
export const categoryKeys = {
  all: ["categories"] as const,
  categories: () => [...categoryKeys.all, "categories"] as const,
  brands: () => [...categoryKeys.all, "brands"] as const,
};

export const orderKeys = {
  all: ["orders"] as const,
  mine: (email: string) => [...orderKeys.all, "mine", email.toLowerCase()] as const,
  detail: (id: string | number) => [...orderKeys.all, "detail", String(id)] as const,
  /** The address of the customer's newest order: placing one changes it. */
  deliveryAddress: () => [...orderKeys.all, "delivery-address"] as const,
};

export const countryKeys = {
  all: ["countries"] as const,
};

/** Public lists and the signed-in users' own: all under `reviewKeys.all`, so one invalidation refreshes every list. */
export const reviewKeys = {
  all: ["reviews"] as const,
  latest: (limit: number) => [...reviewKeys.all, "latest", limit] as const,
  mine: () => [...reviewKeys.all, "mine"] as const,
  moderation: () => [...reviewKeys.all, "moderation"] as const,
};

/** The query of GET /api/paintings (filters and `ordering`), without `limit` and `offset`. */
export type PaintingQuery = Record<string, string | number>;

/** Everything about paintings under `paintingKeys.all`: ordering one changes its state everywhere. */
export const paintingKeys = {
  all: ["paintings"] as const,
  /** Home's slider and teaser: GET /api/paintings, a plain list. */
  list: () => [...paintingKeys.all, "list"] as const,
  /** The gallery's pages for one query (the API's own, so the server's first page seeds it). */
  pages: (query: PaintingQuery) => [...paintingKeys.all, "pages", query] as const,
  detail: (id: string | number) => [...paintingKeys.all, "detail", String(id)] as const,
  /** One numbered page of the paintings (the admins' products list). */
  page: (limit: number, offset: number) => [...paintingKeys.all, "page", { limit, offset }] as const,
  media: () => [...paintingKeys.all, "media"] as const,
};

export const adminKeys = {
  status: (email: string) => ["admin", email.toLowerCase()] as const,
};

export const userKeys = {
  all: ["users"] as const,
  list: (filters: { search: string; offset: number; limit: number }) => [...userKeys.all, "list", filters] as const,
};

/** The signed-in user's own account (GET /api/me): the profile page and the verification banner. */
export const meKeys = {
  all: ["me"] as const,
  /** The Firebase side of the account: has it a password, is its e-mail verified. */
  firebaseAccount: (email: string) => [...meKeys.all, "firebase", email.toLowerCase()] as const,
};
