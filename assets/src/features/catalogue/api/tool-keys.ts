// Apart from the hooks: the app seeds these queries from the page (app/initial-data.ts)
// without pulling the hooks into the entry chunk. The server asks the API for the same
// numbers (config/pages.py).

export const toolKeys = {
  all: ["tools"] as const,
  pages: (pageSize: number) => [...toolKeys.all, "pages", pageSize] as const,
  latest: (limit: number) => [...toolKeys.all, "latest", limit] as const,
  detail: (id: string | number) => [...toolKeys.all, "detail", String(id)] as const,
};

/** The order of every tool list: the newest first (so a product just added shows at the top). */
export const NEWEST_FIRST = "-_id";

/** How many tools Home shows. */
export const LATEST_TOOLS_COUNT = 6;

/** How many tools /allproduct asks for at a time. */
export const TOOLS_PAGE_SIZE = 24;
