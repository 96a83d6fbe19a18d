import "@testing-library/jest-dom";

beforeEach(() => {
  localStorage.clear();
  // Every test says what the network answers; an unexpected call fails loudly.
  globalThis.fetch = jest.fn((input: RequestInfo | URL) =>
    Promise.reject(new Error(`Unexpected fetch in test: ${String(input)}`)),
  ) as jest.MockedFunction<typeof fetch>;
});

// jsdom does no layout: scrolling is a no-op here.
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView = function scrollIntoView() {};
