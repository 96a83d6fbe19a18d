import { routeEntries, routeModules, type Access, type RouteEntry } from "./route-table";

// Jest runs this file in Node (the app's tsconfig has no Node types).
declare const __dirname: string;
const { readFileSync } = jest.requireActual<{ readFileSync: (path: string, encoding: "utf8") => string }>("node:fs");

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));
jest.mock("@/features/payments/stripe/load-stripe");

function* walk(entries: RouteEntry[], parentAccess: Access = "public"): Generator<[RouteEntry, Access]> {
  for (const entry of entries) {
    yield [entry, parentAccess];
    yield* walk(entry.children ?? [], entry.access ?? parentAccess);
  }
}

const tableModules = new Set([...walk(routeEntries)].flatMap(([entry]) => (entry.module ? [entry.module] : [])));
const mapModules = new Set(Object.keys(routeModules));

describe("the route table (routes.json) and the route modules (route-table.ts)", () => {
  it("name the same modules: a route added in one place only fails here", () => {
    const missingFromMap = [...tableModules].filter((name) => !mapModules.has(name));
    const unusedByTable = [...mapModules].filter((name) => !tableModules.has(name));
    expect({ missingFromMap, unusedByTable }).toEqual({ missingFromMap: [], unusedByTable: [] });
  });

  it("load each module from app/routes/<module> as a chunk named <module>", () => {
    const source = readFileSync(`${__dirname}/route-table.ts`, "utf8");
    const table = source.slice(source.indexOf("export const routeModules"), source.indexOf("} satisfies"));
    // One entry per module, however Prettier wraps it.
    const loaders = [...table.matchAll(/^ {2}"?([\w-]+)"?:\s*\(\)\s*=>\s*import\(([^)]*)\)/gm)];
    expect(loaders.map(([, name]) => name).sort()).toEqual([...mapModules].sort());
    for (const [, name, argument] of loaders) {
      expect(argument.replace(/\s+/g, " ").trim()).toBe(`/* webpackChunkName: "${name}" */ "./routes/${name}"`);
    }
  });

  it("has modules that export the route's Component", async () => {
    for (const [name, load] of Object.entries(routeModules)) {
      const module = await load();
      expect([name, typeof module.Component]).toEqual([name, "function"]);
    }
  });

  it("has every admin page inside the dashboard, whose chunk carries RequireAdmin", () => {
    function* adminPages(entries: RouteEntry[], access: Access, inDashboard: boolean): Generator<[string, boolean]> {
      for (const entry of entries) {
        const entryAccess = entry.access ?? access;
        const inside = inDashboard || entry.module === "dashboard";
        if (entryAccess === "admin" && entry.module) yield [entry.module, inside];
        yield* adminPages(entry.children ?? [], entryAccess, inside);
      }
    }
    const pages = [...adminPages(routeEntries, "public", false)];
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter(([, inside]) => !inside)).toEqual([]);
  });

  it("only lets children narrow who may open a page, never widen it", () => {
    const rank: Record<Access, number> = { public: 0, "signed-in": 1, admin: 2 };
    for (const [entry, parentAccess] of walk(routeEntries)) {
      const access = entry.access ?? parentAccess;
      expect(rank).toHaveProperty(access);
      expect(rank[access]).toBeGreaterThanOrEqual(rank[parentAccess]);
    }
  });
});
