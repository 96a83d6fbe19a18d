/**
 * Our API token (a JWT from `PUT /api/user/{email}`), kept in local storage under
 * `accessToken`. Its payload is read only to know who is signed in and to show their
 * name; the server checks every request itself.
 */
export const ACCESS_TOKEN_KEY = "accessToken";

export type Role = "admin" | "customer";

export type AccessTokenClaims = {
  email: string;
  name: string;
  role: Role;
  /** Whether the shop saw the e-mail verified when it issued the token (false when the token does not say). */
  emailVerified: boolean;
  /** Whether the account signs in with a password, as Firebase said then (undefined when the token does not say). */
  hasPassword?: boolean;
  /** Expiry, in seconds since the epoch. */
  exp: number;
};

/** A token this close to its expiry is treated as expired (clock skew, time in flight). */
const EXPIRY_LEEWAY_MS = 10_000;

const listeners = new Set<() => void>();

export function readAccessToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(ACCESS_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

/** Stores (or, with null, removes) the token and tells the subscribers. */
export function writeAccessToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(ACCESS_TOKEN_KEY, token);
    else localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Storage unavailable (private mode, quota): the session lasts as long as the page.
  }
  listeners.forEach((listener) => listener());
}

/** Calls `listener` when the token changes, in this tab or in another one. */
export function subscribeAccessToken(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACCESS_TOKEN_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.("storage", onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.("storage", onStorage);
  };
}

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(segment.length / 4) * 4, "=");
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or null when it is not one of ours (malformed, no email or expiry). */
export function decodeAccessToken(token: string): AccessTokenClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(decodeBase64Url(parts[1]));
  } catch {
    return null;
  }
  if (typeof payload !== "object" || payload === null) return null;
  const {
    email,
    name,
    role,
    email_verified: emailVerified,
    has_password: hasPassword,
    exp,
  } = payload as Record<string, unknown>;
  if (typeof email !== "string" || !email || typeof exp !== "number" || !Number.isFinite(exp)) return null;
  return {
    email,
    name: typeof name === "string" ? name : "",
    role: role === "admin" ? "admin" : "customer",
    emailVerified: emailVerified === true,
    ...(typeof hasPassword === "boolean" ? { hasPassword } : {}),
    exp,
  };
}

/** Milliseconds until the token expires (negative once it has). */
export function msUntilExpiry(claims: AccessTokenClaims, now: number = Date.now()): number {
  return claims.exp * 1000 - EXPIRY_LEEWAY_MS - now;
}

export function isExpired(claims: AccessTokenClaims, now: number = Date.now()): boolean {
  return msUntilExpiry(claims, now) <= 0;
}

let refusedToken: string | null = null;

/** The API answered 401 to this token: never send it again, even before the sign-out ends. */
export function markAccessTokenRefused(token: string): void {
  refusedToken = token;
}

/**
 * The stored token if it may still be sent. An expired or refused one is not: the API
 * would answer 401 even for public data.
 */
export function readUsableAccessToken(): string | null {
  const token = readAccessToken();
  if (!token || token === refusedToken) return null;
  const claims = decodeAccessToken(token);
  return claims && !isExpired(claims) ? token : null;
}
