import { useEffect } from "react";
import { getConfig } from "@/lib/config";

/** The path the current document was loaded at (the app changes the address bar since). */
function documentPath(): string | null {
  const [entry] = globalThis.performance?.getEntriesByType?.("navigation") ?? [];
  if (!entry?.name) return null;
  try {
    return new URL(entry.name).pathname;
  } catch {
    return null;
  }
}

/**
 * Google sign-in loads Google's api.js, which the server's Content-Security-Policy allows
 * only in a page loaded as /login or /signup (core/middleware.py). Reached from another page
 * of the app, the document still has that page's policy: load the page again, fully (the
 * history entry keeps its state, so where to go after signing in is kept). Never twice: a
 * document loaded at this path is left as the server sent it.
 */
export function useGoogleSignInDocument(reload: () => void = () => window.location.reload()): void {
  useEffect(() => {
    const config = getConfig();
    if (!config.firebase || config.googleSignIn) return;
    const loadedAt = documentPath();
    if (loadedAt === null || loadedAt === window.location.pathname) return;
    reload();
  }, [reload]);
}
