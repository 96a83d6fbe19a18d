/** @type {import('jest').Config} */
module.exports = {
  roots: ["<rootDir>/assets/src"],
  testEnvironment: "<rootDir>/assets/src/testing/jsdom-environment.js",
  setupFilesAfterEnv: ["<rootDir>/assets/src/testing/setup-tests.ts"],
  moduleFileExtensions: ["ts", "tsx", "js", "mjs", "jsx", "json"],
  transform: {
    "\\.(mjs|[jt]sx?)$": "babel-jest",
  },
  moduleNameMapper: {
    // swiper needs a real browser layout; component tests use a stand-in.
    "^swiper$": "<rootDir>/assets/src/testing/mocks/swiper.ts",
    "^swiper/css(/.*)?$": "<rootDir>/assets/src/testing/mocks/style-mock.ts",
    "\\.css$": "<rootDir>/assets/src/testing/mocks/style-mock.ts",
    "\\.(svg|png|jpe?g|gif|webp|avif)$": "<rootDir>/assets/src/testing/mocks/file-mock.ts",
    "^@/(.*)$": "<rootDir>/assets/src/$1",
  },
  // `make test` runs Jest beside the Python suites on a 2-core machine: a test waits
  // longer than Jest's 5 s before it counts as failed.
  testTimeout: 20000,
  clearMocks: true,
  restoreMocks: true,
};
