import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { RequireAuth } from "@/features/auth";
import { RootLayout } from "./layouts/root-layout";
import {
  loadRequireAdmin,
  routeEntries,
  routeModules,
  type Access,
  type RouteEntry,
  type RouteModule,
} from "./route-table";
import { NotFoundPage } from "./routes/not-found";
import { RouteError } from "./routes/route-error";

/**
 * A lazy route's loader that runs the module's code in a task of its own: a page's chunk is
 * often here already (the server preloads it), and its modules would otherwise all run in
 * the task that matched the URL, with the router's own start and the layout's module.
 */
function inATaskOfItsOwn(load: () => Promise<RouteModule>): () => Promise<RouteModule> {
  return () => new Promise<void>((resolve) => setTimeout(resolve, 0)).then(load);
}

/** The route wrapper of each access level above public: RequireAuth, or RequireAdmin (loaded with the dashboard). */
const GUARDS: Record<Exclude<Access, "public">, Pick<RouteObject, "element" | "lazy">> = {
  "signed-in": { element: <RequireAuth /> },
  admin: { lazy: inATaskOfItsOwn(loadRequireAdmin) },
};

function lazyModule(name: string): RouteObject["lazy"] {
  if (!(name in routeModules)) throw new Error(`routes.json: no route module "${name}" in app/route-table.ts`);
  return inATaskOfItsOwn(routeModules[name as keyof typeof routeModules]);
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
