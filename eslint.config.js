// ESLint for the React app (assets/src): `npm run lint` runs it (no warnings allowed) and Prettier.
const fs = require("node:fs");
const path = require("node:path");
const js = require("@eslint/js");
const { createTypeScriptImportResolver } = require("eslint-import-resolver-typescript");
const importX = require("eslint-plugin-import-x");
const reactHooks = require("eslint-plugin-react-hooks");
const globals = require("globals");
const tseslint = require("typescript-eslint");

const SRC = "./assets/src";
const FEATURES = `${SRC}/features`;
/** Code every part of the app may use; it imports only itself (testing/ is left out: it sets up features for tests). */
const SHARED = ["components", "lib", "hooks", "types"].map((folder) => `${SRC}/${folder}`);

const features = fs
  .readdirSync(path.join(__dirname, FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Imports flow one way: shared code -> features -> app (the router, layouts and the route
 * modules in app/routes, which compose features). Paths are resolved (the `@/` alias too)
 * before they are compared.
 */
const boundaries = [
  ...features.map((feature) => ({
    target: `${FEATURES}/${feature}`,
    from: FEATURES,
    except: [`./${feature}`],
    message: "A feature never imports another feature: move what both need to shared code, or compose them in app/routes.",
  })),
  {
    target: [FEATURES, ...SHARED],
    from: `${SRC}/app`,
    message: "Only app/ imports app/.",
  },
  {
    target: SHARED,
    from: FEATURES,
    message: "Shared code (components, lib, hooks, types) never imports a feature.",
  },
];

module.exports = tseslint.config(
  { ignores: ["assets/build/", "node_modules/", "staticfiles/", "tools/"] },
  {
    files: ["assets/src/**/*.{ts,tsx,js}"],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: path.join(__dirname, "tsconfig.json") })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: __dirname, zones: boundaries }],
      "import-x/no-unresolved": "error",
    },
  },
  {
    // Pages take a feature through its public index.ts (tests and their *.fixtures set-up may reach inside, to mock).
    files: ["assets/src/app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/*.fixtures.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/features/*/**"], message: "Import a feature through its index.ts: @/features/<name>." }] },
      ],
    },
  },
  {
    files: ["assets/src/testing/jsdom-environment.js"],
    // Loaded by Jest as CommonJS.
    languageOptions: { sourceType: "commonjs", globals: globals.node },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
