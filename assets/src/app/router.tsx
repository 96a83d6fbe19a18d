import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { RequireAuth } from "@/features/auth";
import { RootLayout } from "./layouts/root-layout";
import { loadRequireAdmin, routeEntries, routeModules, type Access, type RouteEntry } from "./route-table";
import { NotFoundPage } from "./routes/not-found";
import { RouteError } from "./routes/route-error";

/** The route wrapper of each access level above public: RequireAuth, or RequireAdmin (loaded with the dashboard). */
const GUARDS: Record<Exclude<Access, "public">, Pick<RouteObject, "element" | "lazy">> = {
  "signed-in": { element: <RequireAuth /> },
  admin: { lazy: loadRequireAdmin },
};

function lazyModule(name: string): RouteObject["lazy"] {
  if (!(name in routeModules)) throw new Error(`routes.json: no route module "${name}" in app/route-table.ts`);
  return routeModules[name as keyof typeof routeModules];
}

/** routes.json's nodes as react-router routes; a node whose access differs from its parent's sits inside that guard. */
export function toRouteObjects(entries: RouteEntry[], parentAccess: Access = "public"): RouteObject[] {
  return entries.map((entry) => {
    const access = entry.access ?? parentAccess;
    const lazy = entry.module ? lazyModule(entry.module) : undefined;
    const children = entry.children ? toRouteObjects(entry.children, access) : undefined;
    const route: RouteObject = entry.index ? { index: true, lazy } : { path: entry.path, lazy, children };
    if (access === parentAccess || access === "public") return route;
    const guard = GUARDS[access];
    // A group (no path, no module) is the guard itself; anything else is wrapped in one.
    if (!entry.path && !entry.index && !entry.module) return { ...guard, children };
    return { ...guard, children: [route] };
  });
}

/** Every route of the app: the pages of routes.json inside the root layout, and the 404 page for any other path. */
export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Never shown in the browser: main.tsx renders once the router has the first page's code,
    // and the shell's placeholder (templates/index.html) stays until then.
    HydrateFallback: () => null,
    children: [
      {
        // Errors below render inside the layout, with the navigation still usable.
        errorElement: <RouteError />,
        children: [...toRouteObjects(routeEntries), { path: "*", element: <NotFoundPage /> }],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/** Resolves once the router has the code (and data) of the page it started on. */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
