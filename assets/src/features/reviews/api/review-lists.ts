// Apart from the hooks: the app seeds the home page's query from the page (app/initial-data.ts)
// without pulling the hooks into the entry chunk.

/** How many reviews Home shows (the server puts as many in Home's page: web/initial_data.py). */
export const LATEST_REVIEWS_COUNT = 6;
