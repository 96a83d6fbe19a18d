// Apart from the hooks: the app seeds these queries from the page (app/initial-data.ts)
// without pulling the hooks into the entry chunk. The server asks the API for the same
// numbers (web/initial_data.py).

/** The order of every tool list: the newest first (so a product just added shows at the top). */
export const NEWEST_FIRST = "-_id";

/** How many tools Home shows. */
export const LATEST_TOOLS_COUNT = 6;

/** How many tools /allproduct asks for at a time. */
export const TOOLS_PAGE_SIZE = 24;
