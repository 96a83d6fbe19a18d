// Apart from the hooks: the app seeds the gallery's first page from the page
// (app/initial-data.ts) without pulling the hooks into the entry chunk. The server asks the
// API for the same (web/initial_data.py: GET /api/paintings?ordering=-_id&limit=24).

/** The gallery's default order: the newest first. */
export const NEWEST_PAINTINGS_FIRST = "-_id";

/** How many paintings the gallery asks for at a time. */
export const PAINTINGS_PAGE_SIZE = 24;
