import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// findBy*/waitFor give up after 1 s by default: too short on a loaded machine (`make test`
// runs Jest beside the Python suites). They still end as soon as what they wait for appears.
configure({ asyncUtilTimeout: 4000 });

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
