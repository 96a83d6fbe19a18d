/**
 * jsdom has no `matchMedia`: `mockMatchMedia(query => ...)` answers each CSS media query
 * (e.g. a phone: `(query) => query.includes("max-width")`); call the returned function
 * (or `afterEach(restoreMatchMedia)`) to take it away again.
 */
export function mockMatchMedia(matches: (query: string) => boolean): () => void {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: jest.fn((query: string) => ({
      matches: matches(query),
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })),
  });
  return restoreMatchMedia;
}

export function restoreMatchMedia(): void {
  Reflect.deleteProperty(window, "matchMedia");
}

/** A phone: every `max-width` query matches, `min-width` ones don't. */
export const phone = (query: string) => query.includes("max-width");
