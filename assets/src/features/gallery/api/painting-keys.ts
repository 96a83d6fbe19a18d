// Apart from the hooks: the app seeds the home page's query from the page (app/initial-data.ts)
// without pulling the hooks into the entry chunk.

export const paintingKeys = {
  all: ["paintings"] as const,
};
