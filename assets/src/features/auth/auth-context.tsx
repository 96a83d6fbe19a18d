import { useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { removePrivateQueries } from "@/lib/query-client";
import { notify } from "@/lib/toast";
import { createSession, type SessionState } from "./session";

export type SignOutOptions = {
  /** No "You are signed out" toast: the caller says something else (e.g. the account was deleted). */
  quiet?: boolean;
};

export type AuthState = SessionState & {
  signOut: (options?: SignOutOptions) => Promise<void>;
};

export const SIGNED_OUT_TOAST = "You are signed out. See you soon!";

export const AuthContext = createContext<AuthState | null>(null);

const SIGNED_OUT: SessionState = { user: null, loading: false };

type AuthProviderProps = {
  children: ReactNode;
  /** Called when the user signs out (or their token is refused), before the session ends: e.g. go to "/". */
  onSignedOut?: () => void | Promise<void>;
};

/** The session (./session) for React: who is signed in, whether that is still being checked, and signing out. */
export function AuthProvider({ children, onSignedOut }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const latest = useRef({ onSignedOut, queryClient });
  useEffect(() => {
    latest.current = { onSignedOut, queryClient };
  });
  const [session] = useState(createSession);
  useEffect(
    () =>
      session.start({
        onSignedOut: () => latest.current.onSignedOut?.(),
        onEnded: () => removePrivateQueries(latest.current.queryClient),
      }),
    [session],
  );
  const { user, loading } = useSyncExternalStore(session.subscribe, session.getState, () => SIGNED_OUT);

  // Another account (or none) now: forget what the previous one fetched.
  const previousEmail = useRef(user?.email ?? null);
  useEffect(() => {
    const email = user?.email ?? null;
    if (previousEmail.current !== null && previousEmail.current !== email) removePrivateQueries(queryClient);
    previousEmail.current = email;
  }, [user, queryClient]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      loading,
      signOut: async ({ quiet = false }: SignOutOptions = {}) => {
        await session.signOut();
        if (!quiet) void notify.success(SIGNED_OUT_TOAST, { toastId: "signed-out" });
      },
    }),
    [user, loading, session],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside <AuthProvider>");
  return state;
}
