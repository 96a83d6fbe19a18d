import { useEffect, useRef, useState } from "react";
import { authErrorMessage } from "./auth-errors";
import { loadFirebase } from "./load-firebase";

export type FlowKind = "form" | "google";

/** Runs one sign-in flow at a time: which one is busy, and the provider's error in plain words. */
export function useAuthFlow(onSuccess: (kind: FlowKind) => void) {
  const [busy, setBusy] = useState<FlowKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The page's latest onSuccess: what it knows may have changed while the flow ran.
  const latestOnSuccess = useRef(onSuccess);
  useEffect(() => {
    latestOnSuccess.current = onSuccess;
  });

  // Fetch the Firebase SDK while the user types, so the first click is quick.
  useEffect(() => {
    loadFirebase().catch(() => {});
  }, []);

  async function run(kind: FlowKind, flow: () => Promise<unknown>): Promise<void> {
    if (busy) return;
    setError(null);
    setBusy(kind);
    try {
      await flow();
    } catch (caught) {
      setError(authErrorMessage(caught));
      setBusy(null);
      return;
    }
    latestOnSuccess.current(kind); // stays busy: the page is left
  }

  return { busy, error, run };
}

type LocationLike = { pathname?: unknown; search?: unknown; hash?: unknown };

/** Where to go after login: the protected page the user came from (router state `from`), else "/". */
export function originFrom(state: unknown): string {
  const from = (state as { from?: LocationLike } | null)?.from;
  const pathname = typeof from?.pathname === "string" ? from.pathname : "";
  if (!pathname.startsWith("/") || pathname.startsWith("//") || pathname === "/login" || pathname === "/signup")
    return "/";
  const search = typeof from?.search === "string" ? from.search : "";
  const hash = typeof from?.hash === "string" ? from.hash : "";
  return `${pathname}${search}${hash}`;
}
