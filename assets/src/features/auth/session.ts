/**
 * The signed-in session, without React. Who is signed in comes from our stored API token
 * alone (lib/access-token), so a visitor without one never downloads the Firebase SDK, and
 * neither does a page with a token good for more than an hour: the server checks the token
 * on every request, and the API refusing it (401) ends the session. Firebase loads when the
 * token is due: an hour before it expires it is renewed through Firebase (signed out there
 * means signed out here), and an expired one is renewed while `loading` is true (protected
 * pages wait).
 */
import {
  decodeAccessToken,
  isExpired,
  msUntilExpiry,
  readAccessToken,
  subscribeAccessToken,
  writeAccessToken,
  type AccessTokenClaims,
  type Role,
} from "@/lib/access-token";
import { isApiError, onUnauthorized } from "@/lib/api-client";
import { exchangeIdToken } from "./api/exchange-token";
import { loadFirebase, type FirebaseModule } from "./load-firebase";

export type AuthUser = {
  email: string;
  name?: string;
  /** From our token, for display only: the server decides what a user may do. */
  role?: Role;
  /** From our token: the shop saw the e-mail verified (false may be out of date: Firebase knows). */
  emailVerified?: boolean;
  /** From our token: the account signs in with a password (undefined: ask Firebase). */
  hasPassword?: boolean;
};

export type SessionState = {
  user: AuthUser | null;
  /** True while an expired token is being renewed: protected pages wait. */
  loading: boolean;
};

/** A token that expires sooner than this is renewed through Firebase. */
export const RENEW_BEFORE_EXPIRY_MS = 60 * 60 * 1000;
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

function storedClaims(): AccessTokenClaims | null {
  const token = readAccessToken();
  return token ? decodeAccessToken(token) : null;
}

export type SessionOptions = {
  /** Called when the user signs out (or their token is refused), before the session ends: e.g. go to "/". */
  onSignedOut?: () => void | Promise<void>;
  /** Called when the session has ended, however it ended: e.g. forget the user's data. */
  onEnded?: () => void;
};

export type Session = {
  /** The same object until something changes (for useSyncExternalStore). */
  getState: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  /** Follows the token, Firebase's user and the API's refusals; answers the function that stops it. */
  start: (options?: SessionOptions) => () => void;
  /** Leaves (onSignedOut) while still signed in, signs out of Firebase, then ends the session. */
  signOut: () => Promise<void>;
};

export function createSession(): Session {
  let { onSignedOut, onEnded }: SessionOptions = {};
  const listeners = new Set<() => void>();
  const initialClaims = storedClaims();
  let renewing = initialClaims !== null && isExpired(initialClaims);

  function setRenewing(value: boolean) {
    if (renewing === value) return;
    renewing = value;
    listeners.forEach((listener) => listener());
  }

  function endSession() {
    writeAccessToken(null);
    onEnded?.();
    setRenewing(false);
  }

  let signingOut: Promise<void> | null = null;
  function signOut(): Promise<void> {
    signingOut ??= (async () => {
      // Most pages have not loaded Firebase: its code downloads while the page leaves.
      const loading = loadFirebase().catch(() => null);
      try {
        await onSignedOut?.();
        const firebase = await loading;
        await firebase?.signOutOfFirebase().catch(() => {});
      } finally {
        endSession();
        signingOut = null;
      }
    })();
    return signingOut;
  }

  let renewal: Promise<void> | null = null;
  /** Exchanges a fresh Firebase ID token for a new API token; ends the session if that cannot be done. */
  function renewToken(firebase: FirebaseModule): Promise<void> {
    renewal ??= (async () => {
      try {
        const identity = await firebase.currentIdentity();
        if (!identity) return endSession();
        writeAccessToken(await exchangeIdToken({ email: identity.email, idToken: identity.idToken }));
      } catch (error) {
        const current = storedClaims();
        const refused = isApiError(error) && (error.status === 401 || error.status === 403);
        if (refused) await firebase.signOutOfFirebase().catch(() => {});
        // A network hiccup while the token is still valid: keep the session, the next check retries.
        if (refused || !current || isExpired(current)) endSession();
      } finally {
        renewal = null;
        setRenewing(false);
      }
    })();
    return renewal;
  }

  /** Follows Firebase's user; its first answer renews the due token (or ends the session). */
  function followFirebase(): () => void {
    let following = true;
    let unsubscribe: (() => void) | undefined;
    let firstAnswer = true;
    loadFirebase()
      .then((firebase) => {
        if (!following) return;
        unsubscribe = firebase.subscribeToUser((firebaseUser) => {
          const isFirst = firstAnswer;
          firstAnswer = false;
          if (!firebaseUser) return endSession();
          if (!isFirst) return; // later sign-ins are finished by the page that started them
          const current = storedClaims();
          const sameUser = current?.email.toLowerCase() === firebaseUser.email?.toLowerCase();
          if (current && sameUser && msUntilExpiry(current) > RENEW_BEFORE_EXPIRY_MS) return setRenewing(false);
          void renewToken(firebase);
        });
      })
      .catch(() => {
        // Firebase could not load (offline) or is not configured: a valid token still works.
        if (!following) return;
        const current = storedClaims();
        if (!current || isExpired(current)) endSession();
        else setRenewing(false);
      });
    return () => {
      following = false;
      unsubscribe?.();
    };
  }

  /** Renews a valid token an hour before it expires, and again (or ends the session) when it does. */
  function scheduleRenewal(claims: AccessTokenClaims): () => void {
    const renewSoon = () => {
      void loadFirebase()
        .then(renewToken)
        .catch(() => {
          const current = storedClaims();
          if (!current || isExpired(current)) endSession();
        });
    };
    const timers: ReturnType<typeof setTimeout>[] = [];
    const untilRenewal = msUntilExpiry(claims) - RENEW_BEFORE_EXPIRY_MS;
    if (untilRenewal > 0) timers.push(setTimeout(renewSoon, Math.min(untilRenewal, MAX_TIMER_DELAY_MS)));
    timers.push(setTimeout(renewSoon, Math.min(msUntilExpiry(claims), MAX_TIMER_DELAY_MS)));
    return () => timers.forEach(clearTimeout);
  }

  function start(options: SessionOptions = {}): () => void {
    ({ onSignedOut, onEnded } = options);
    let seenToken: string | null | undefined;
    let stopFollowing: (() => void) | null = null;
    let cancelRenewal = () => {};

    const onToken = () => {
      const token = readAccessToken();
      if (token === seenToken) return;
      seenToken = token;
      const claims = token ? decodeAccessToken(token) : null;
      // A stored value that is not one of our tokens is dropped.
      if (token && !claims) return writeAccessToken(null);
      cancelRenewal();
      cancelRenewal = claims && !isExpired(claims) ? scheduleRenewal(claims) : () => {};
      const due = claims !== null && msUntilExpiry(claims) <= RENEW_BEFORE_EXPIRY_MS;
      if (due && !stopFollowing) stopFollowing = followFirebase();
      if (!claims && stopFollowing) {
        stopFollowing();
        stopFollowing = null;
      }
    };

    const stopWatchingToken = subscribeAccessToken(onToken);
    // The API refused the token we sent (expired or forged): the session is over.
    const stopWatchingApi = onUnauthorized((rejectedToken) => {
      if (readAccessToken() === rejectedToken) void signOut();
    });
    onToken();
    return () => {
      stopWatchingToken();
      stopWatchingApi();
      cancelRenewal();
      stopFollowing?.();
    };
  }

  let state: SessionState = { user: null, loading: renewing };
  let stateToken: string | null | undefined;
  let stateClaims: AccessTokenClaims | null = null;
  let shownClaims: AccessTokenClaims | null = null;
  let shownActive = false;

  function getState(): SessionState {
    const token = readAccessToken();
    if (token !== stateToken) {
      stateToken = token;
      stateClaims = token ? decodeAccessToken(token) : null;
    }
    const claims = stateClaims;
    const active = claims !== null && !isExpired(claims);
    if (claims !== shownClaims || active !== shownActive || renewing !== state.loading) {
      shownClaims = claims;
      shownActive = active;
      state = {
        user:
          claims && active
            ? {
                email: claims.email,
                name: claims.name,
                role: claims.role,
                emailVerified: claims.emailVerified,
                hasPassword: claims.hasPassword,
              }
            : null,
        loading: renewing,
      };
    }
    return state;
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const stopWatchingToken = subscribeAccessToken(listener);
    return () => {
      listeners.delete(listener);
      stopWatchingToken();
    };
  }

  return { getState, subscribe, start, signOut };
}
