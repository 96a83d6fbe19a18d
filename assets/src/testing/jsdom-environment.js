// jsdom as Jest's test environment, plus the Fetch API classes of Node itself
// (Request, Response, Headers, AbortController, TextEncoder...) that jsdom lacks
// and react-router's data routers use. Tests still mock `fetch` itself.
const { TestEnvironment } = require("jest-environment-jsdom");

const FROM_NODE = [
  "Request",
  "Response",
  "Headers",
  "AbortController",
  "AbortSignal",
  "TextEncoder",
  "TextDecoder",
  "ReadableStream",
  "WritableStream",
  "TransformStream",
  "structuredClone",
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
