import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { RequireAuth } from "@/features/auth";
import { RootLayout } from "./layouts/root-layout";
import { AppShellFallback } from "./routes/app-shell-fallback";
import { NotFoundPage } from "./routes/not-found";
import { RouteError } from "./routes/route-error";

// Each screen is its own chunk (a module exporting `Component`), loaded when its route matches.
const home = () => import(/* webpackChunkName: "home" */ "./routes/home");
const purchase = () => import(/* webpackChunkName: "purchase" */ "./routes/purchase");

/** Every route of the app, declared once. */
export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: AppShellFallback,
    children: [
      {
        // Errors below render inside the layout, with the navigation still usable.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: home },
          { path: "home", lazy: home },
          { path: "blog", lazy: () => import(/* webpackChunkName: "blog" */ "./routes/blog") },
          { path: "myportfolio", lazy: () => import(/* webpackChunkName: "portfolio" */ "./routes/portfolio") },
          { path: "login", lazy: () => import(/* webpackChunkName: "login" */ "./routes/login") },
          { path: "signup", lazy: () => import(/* webpackChunkName: "signup" */ "./routes/signup") },
          {
            element: <RequireAuth />,
            children: [
              {
                path: "allproduct",
                lazy: () => import(/* webpackChunkName: "all-products" */ "./routes/all-products"),
              },
              { path: "purchase", lazy: purchase },
              { path: "purchase/:purchaseId", lazy: purchase },
              {
                path: "dashboard",
                lazy: () => import(/* webpackChunkName: "dashboard" */ "./routes/dashboard"),
                children: [
                  { index: true, lazy: () => import(/* webpackChunkName: "dashboard" */ "./routes/my-orders") },
                  {
                    // Its own chunk: react-stripe-js is for this page only.
                    path: "payment/:id",
                    lazy: () => import(/* webpackChunkName: "payment" */ "./routes/payment"),
                  },
                  { path: "review", lazy: () => import(/* webpackChunkName: "dashboard" */ "./routes/my-review") },
                  { path: "myprofile", lazy: () => import(/* webpackChunkName: "dashboard" */ "./routes/my-profile") },
                  {
                    lazy: () => import(/* webpackChunkName: "dashboard" */ "@/features/auth/components/require-admin"),
                    children: [
                      {
                        path: "addproduct",
                        lazy: () => import(/* webpackChunkName: "dashboard" */ "./routes/add-product"),
                      },
                      { path: "alluser", lazy: () => import(/* webpackChunkName: "dashboard" */ "./routes/all-users") },
                      {
                        path: "reviews",
                        lazy: () => import(/* webpackChunkName: "dashboard" */ "./routes/review-moderation"),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
