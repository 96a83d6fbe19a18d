/** The catalogue filters' price range (the gallery's and All Products'): read from the URL or typed. */

export const PRICE_RANGE_MESSAGE = "The minimum price is higher than the maximum price. Lower one or raise the other.";

/** A price typed or read from the URL: a number from 0; null (no bound) for anything else. */
export function parsePrice(text: string | null | undefined): number | null {
  if (!text?.trim()) return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

export type PriceRange = { minPrice: number | null; maxPrice: number | null };

/** The range's problem (the minimum above the maximum): then nothing is asked. */
export function priceRangeError({ minPrice, maxPrice }: PriceRange) {
  return minPrice !== null && maxPrice !== null && minPrice > maxPrice ? PRICE_RANGE_MESSAGE : null;
}
