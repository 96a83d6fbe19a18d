import type { ReactNode } from "react";
import routeTable from "./routes.json";

export type Access = "public" | "signed-in" | "admin";

/** One node of routes.json (read its `$comment`). */
export type RouteEntry = {
  path?: string;
  index?: boolean;
  module?: string;
  access?: Access;
  /** The server's business (web/initial_data.py): not used here. */
  preload?: string;
  children?: RouteEntry[];
};

/** What a route module gives the router. */
export type RouteModule = { Component: () => ReactNode };

/** The tree of routes.json. */
export const routeEntries = routeTable.routes as RouteEntry[];

/**
 * The route modules of routes.json, each its own chunk named as the module (Django preloads
 * a page's chunks by those names), loaded when its route matches. A module exports
 * `Component`. Written out by hand: webpack reads the chunk names from literal comments.
 */
export const routeModules = {
  home: () => import(/* webpackChunkName: "home" */ "./routes/home"),
  blog: () => import(/* webpackChunkName: "blog" */ "./routes/blog"),
  portfolio: () => import(/* webpackChunkName: "portfolio" */ "./routes/portfolio"),
  login: () => import(/* webpackChunkName: "login" */ "./routes/login"),
  signup: () => import(/* webpackChunkName: "signup" */ "./routes/signup"),
  "auth-action": () => import(/* webpackChunkName: "auth-action" */ "./routes/auth-action"),
  certificate: () => import(/* webpackChunkName: "certificate" */ "./routes/certificate"),
  paintings: () => import(/* webpackChunkName: "paintings" */ "./routes/paintings"),
  // The wall preview is a chunk of its own, loaded from this page on demand.
  painting: () => import(/* webpackChunkName: "painting" */ "./routes/painting"),
  "all-products": () => import(/* webpackChunkName: "all-products" */ "./routes/all-products"),
  purchase: () => import(/* webpackChunkName: "purchase" */ "./routes/purchase"),
  "buy-painting": () => import(/* webpackChunkName: "buy-painting" */ "./routes/buy-painting"),
  dashboard: () => import(/* webpackChunkName: "dashboard" */ "./routes/dashboard"),
  "my-orders": () => import(/* webpackChunkName: "my-orders" */ "./routes/my-orders"),
  "my-order": () => import(/* webpackChunkName: "my-order" */ "./routes/my-order"),
  // react-stripe-js is for this page only.
  payment: () => import(/* webpackChunkName: "payment" */ "./routes/payment"),
  "my-review": () => import(/* webpackChunkName: "my-review" */ "./routes/my-review"),
  "my-profile": () => import(/* webpackChunkName: "my-profile" */ "./routes/my-profile"),
  "admin-products": () => import(/* webpackChunkName: "admin-products" */ "./routes/admin-products"),
  "admin-categories": () => import(/* webpackChunkName: "admin-categories" */ "./routes/admin-categories"),
  "add-product": () => import(/* webpackChunkName: "add-product" */ "./routes/add-product"),
  "edit-tool": () => import(/* webpackChunkName: "edit-tool" */ "./routes/edit-tool"),
  "add-painting": () => import(/* webpackChunkName: "add-painting" */ "./routes/add-painting"),
  "edit-painting": () => import(/* webpackChunkName: "edit-painting" */ "./routes/edit-painting"),
  "all-users": () => import(/* webpackChunkName: "all-users" */ "./routes/all-users"),
  "review-moderation": () => import(/* webpackChunkName: "review-moderation" */ "./routes/review-moderation"),
  "admin-shipping": () => import(/* webpackChunkName: "admin-shipping" */ "./routes/admin-shipping"),
  "admin-orders": () => import(/* webpackChunkName: "admin-orders" */ "./routes/admin-orders"),
  "admin-order": () => import(/* webpackChunkName: "admin-order" */ "./routes/admin-order"),
  "admin-invoices": () => import(/* webpackChunkName: "admin-invoices" */ "./routes/admin-invoices"),
} satisfies Record<string, () => Promise<RouteModule>>;

/**
 * The admin pages' guard, in the dashboard's chunk: every admin page is a dashboard page (a
 * test checks), so it comes with a chunk the server preloads for them, which has the admin
 * check (for the sidebar) already; and the home page's entry stays without it.
 */
export const loadRequireAdmin = () =>
  import(/* webpackChunkName: "dashboard" */ "@/features/auth/components/require-admin");
