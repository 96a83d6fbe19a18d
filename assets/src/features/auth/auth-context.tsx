import { useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import {
  decodeAccessToken,
  isExpired,
  msUntilExpiry,
  readAccessToken,
  subscribeAccessToken,
  writeAccessToken,
  type Role,
} from "@/lib/access-token";
import { isApiError, onUnauthorized } from "@/lib/api-client";
import { removePrivateQueries } from "@/lib/query-client";
import { exchangeIdToken } from "./api/exchange-token";
import { loadFirebase, type FirebaseModule } from "./load-firebase";

export type AuthUser = {
  email: string;
  name?: string;
  /** From our token, for display only: the server decides what a user may do. */
  role?: Role;
};

export type AuthState = {
  user: AuthUser | null;
  /** True while an expired token is being renewed: protected pages wait. */
  loading: boolean;
  signOut: () => Promise<void>;
};

export const AuthContext = createContext<AuthState | null>(null);

/** A token that expires sooner than this is renewed through Firebase. */
export const RENEW_BEFORE_EXPIRY_MS = 60 * 60 * 1000;
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

type AuthProviderProps = {
  children: ReactNode;
  /** Called when the user signs out (or their token is refused), before the session ends: e.g. go to "/". */
  onSignedOut?: () => void | Promise<void>;
};

/**
 * Who is signed in, from our stored API token alone: a visitor without one never
 * downloads the Firebase SDK. With a token, Firebase loads after the first render to
 * confirm the session (signed out there means signed out here) and to renew the
 * token before it expires; an expired token is renewed before protected pages show.
 */
export function AuthProvider({ children, onSignedOut }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeAccessToken, readAccessToken, () => null);
  const claims = useMemo(() => (token ? decodeAccessToken(token) : null), [token]);
  const active = claims !== null && !isExpired(claims);
  const [renewing, setRenewing] = useState(() => claims !== null && isExpired(claims));

  const onSignedOutRef = useRef(onSignedOut);
  useEffect(() => {
    onSignedOutRef.current = onSignedOut;
  });

  const endSession = useCallback(() => {
    writeAccessToken(null);
    removePrivateQueries(queryClient);
    setRenewing(false);
  }, [queryClient]);

  const signingOut = useRef<Promise<void> | null>(null);
  // Leave the page first (while still signed in, so a protected page does not redirect
  // to /login), then sign out of Firebase, then end our session.
  const signOut = useCallback(() => {
    signingOut.current ??= (async () => {
      try {
        await onSignedOutRef.current?.();
        const firebase = await loadFirebase().catch(() => null);
        await firebase?.signOutOfFirebase().catch(() => {});
      } finally {
        endSession();
        signingOut.current = null;
      }
    })();
    return signingOut.current;
  }, [endSession]);

  const renewal = useRef<Promise<void> | null>(null);
  /** Exchanges a fresh Firebase ID token for a new API token; ends the session if that cannot be done. */
  const renewToken = useCallback(
    (firebase: FirebaseModule) => {
      renewal.current ??= (async () => {
        try {
          const identity = await firebase.currentIdentity();
          if (!identity) return endSession();
          writeAccessToken(await exchangeIdToken({ email: identity.email, idToken: identity.idToken }));
        } catch (error) {
          const current = readAccessToken();
          const currentClaims = current ? decodeAccessToken(current) : null;
          const refused = isApiError(error) && (error.status === 401 || error.status === 403);
          if (refused) await firebase.signOutOfFirebase().catch(() => {});
          // A network hiccup while the token is still valid: keep the session, the next check retries.
          if (refused || !currentClaims || isExpired(currentClaims)) endSession();
        } finally {
          renewal.current = null;
          setRenewing(false);
        }
      })();
      return renewal.current;
    },
    [endSession],
  );

  // A stored value that is not one of our tokens is dropped.
  useEffect(() => {
    if (token && !claims) writeAccessToken(null);
  }, [token, claims]);

  // With a token: follow Firebase's user. Its first answer confirms (or ends) the session.
  const hasToken = claims !== null;
  useEffect(() => {
    if (!hasToken) return;
    let subscribed = true;
    let unsubscribe: (() => void) | undefined;
    let firstAnswer = true;
    loadFirebase()
      .then((firebase) => {
        if (!subscribed) return;
        unsubscribe = firebase.subscribeToUser((firebaseUser) => {
          const isFirst = firstAnswer;
          firstAnswer = false;
          if (!firebaseUser) return endSession();
          if (!isFirst) return; // later sign-ins are finished by the page that started them
          const current = readAccessToken();
          const currentClaims = current ? decodeAccessToken(current) : null;
          const sameUser = currentClaims?.email.toLowerCase() === firebaseUser.email?.toLowerCase();
          if (currentClaims && sameUser && msUntilExpiry(currentClaims) > RENEW_BEFORE_EXPIRY_MS) {
            setRenewing(false);
            return;
          }
          void renewToken(firebase);
        });
      })
      .catch(() => {
        // Firebase could not load (offline) or is not configured: a valid token still works.
        if (!subscribed) return;
        const current = readAccessToken();
        const currentClaims = current ? decodeAccessToken(current) : null;
        if (!currentClaims || isExpired(currentClaims)) endSession();
        else setRenewing(false);
      });
    return () => {
      subscribed = false;
      unsubscribe?.();
    };
  }, [hasToken, endSession, renewToken]);

  // Renew a valid token an hour before it expires, and again (or end the session) when it does.
  useEffect(() => {
    if (!claims || !active) return;
    const renewSoon = () => {
      void loadFirebase()
        .then(renewToken)
        .catch(() => {
          const current = readAccessToken();
          const currentClaims = current ? decodeAccessToken(current) : null;
          if (!currentClaims || isExpired(currentClaims)) endSession();
        });
    };
    const timers: ReturnType<typeof setTimeout>[] = [];
    const untilRenewal = msUntilExpiry(claims) - RENEW_BEFORE_EXPIRY_MS;
    if (untilRenewal > 0) timers.push(setTimeout(renewSoon, Math.min(untilRenewal, MAX_TIMER_DELAY_MS)));
    timers.push(setTimeout(renewSoon, Math.min(msUntilExpiry(claims), MAX_TIMER_DELAY_MS)));
    return () => timers.forEach(clearTimeout);
  }, [claims, active, endSession, renewToken]);

  // The API refused the token we sent (expired or forged): the session is over.
  useEffect(
    () =>
      onUnauthorized((rejectedToken) => {
        if (readAccessToken() === rejectedToken) void signOut();
      }),
    [signOut],
  );

  const user = useMemo<AuthUser | null>(
    () => (claims && active ? { email: claims.email, name: claims.name, role: claims.role } : null),
    [claims, active],
  );

  // Another account (or none) now: forget what the previous one fetched.
  const previousEmail = useRef(user?.email ?? null);
  useEffect(() => {
    const email = user?.email ?? null;
    if (previousEmail.current !== null && previousEmail.current !== email) removePrivateQueries(queryClient);
    previousEmail.current = email;
  }, [user, queryClient]);

  const value = useMemo<AuthState>(() => ({ user, loading: renewing, signOut }), [user, renewing, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside <AuthProvider>");
  return state;
}
