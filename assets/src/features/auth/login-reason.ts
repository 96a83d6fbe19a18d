import type { LoginRedirectState } from "./types";

export const TOOLS_REASON = "Sign in to see all our tools and order";
export const DASHBOARD_REASON = "Sign in to see your dashboard: your orders, payments, reviews and profile.";
export const PAINTING_REASON = "Sign in to buy this painting. You will come back to it right after.";

/** Why a protected page sent the visitor to /login (router state `from`), or null. */
export function loginReason(state: LoginRedirectState | null | undefined): string | null {
  const pathname = state?.from?.pathname;
  if (typeof pathname !== "string") return null;
  if (pathname === "/allproduct" || pathname === "/purchase" || pathname.startsWith("/purchase/")) return TOOLS_REASON;
  if (/^\/paintings\/[^/]+\/buy\/?$/.test(pathname)) return PAINTING_REASON;
  if (pathname === "/dashboard" || pathname.startsWith("/dashboard/")) return DASHBOARD_REASON;
  return null;
}
