/** The documents' query keys: kept with the feature (no other feature reads them). */
export const documentKeys = {
  all: ["documents"] as const,
  order: (orderId: number | string) => [...documentKeys.all, "order", String(orderId)] as const,
  books: (month: string) => [...documentKeys.all, "books", month] as const,
};
