import { currencyOf } from "./currency";

/**
 * Settings that Django renders into the page as
 * `<script id="shop-config" type="application/json">{...}</script>`.
 * Missing or malformed values fall back to safe defaults.
 */
export type FirebaseConfig = {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** The Firebase Auth emulator's origin (local runs and tests); null with a real project. */
  emulatorUrl: string | null;
};

export type StripeConfig = {
  /** The publishable key (`pk_...`), given to `loadStripe`. */
  publishableKey: string;
  /**
   * Where Stripe.js comes from: `https://js.stripe.com/v3/` with real keys, or the shop's own
   * `/stripe/v3.js` (localstripe's Stripe.js and our compatibility patches) locally.
   */
  jsUrl: string;
  /** True when payments go to localstripe (the local stand-in), not to Stripe. */
  local: boolean;
};

export type ShopConfig = {
  currency: string;
  /** Null when the page names no usable Firebase project: sign-in then says it is unavailable. */
  firebase: FirebaseConfig | null;
  /** Null when the page names no usable Stripe set-up: card payment then says it is unavailable. */
  stripe: StripeConfig | null;
  /**
   * Whether this document's Content-Security-Policy lets Google sign-in run: true only in a
   * page loaded as /login or /signup (the server allows Google's script there alone).
   */
  googleSignIn?: boolean;
  /** How many days after delivery a customer may return an order (RETURN_DAYS); null when the page does not say. */
  returnDays?: number | null;
};

export const DEFAULT_CONFIG: ShopConfig = {
  currency: "USD",
  firebase: null,
  stripe: null,
  googleSignIn: false,
  returnDays: null,
};

function readDays(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

function readEmulatorUrl(value: unknown): string | null {
  const text = nonEmptyString(value);
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return `${url.protocol}//${url.host}`;
  } catch {
    return null;
  }
}

function readFirebaseConfig(value: unknown): FirebaseConfig | null {
  if (!isRecord(value)) return null;
  const apiKey = nonEmptyString(value.apiKey);
  const projectId = nonEmptyString(value.projectId);
  if (!apiKey || !projectId) return null;
  return {
    apiKey,
    projectId,
    authDomain: nonEmptyString(value.authDomain) ?? `${projectId}.firebaseapp.com`,
    emulatorUrl: readEmulatorUrl(value.emulatorUrl),
  };
}

/** A script address: a path on this site ("/stripe/v3.js") or an http(s) URL. */
function readScriptUrl(value: unknown): string | null {
  const text = nonEmptyString(value);
  if (!text) return null;
  if (text.startsWith("/")) return text.startsWith("//") ? null : text;
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

function readStripeConfig(value: unknown): StripeConfig | null {
  if (!isRecord(value)) return null;
  const publishableKey = nonEmptyString(value.publishableKey);
  const jsUrl = readScriptUrl(value.jsUrl);
  if (!publishableKey || !jsUrl) return null;
  return { publishableKey, jsUrl, local: value.local === true };
}

export function readShopConfig(doc: Document | undefined = globalThis.document): ShopConfig {
  const text = doc?.getElementById("shop-config")?.textContent;
  if (!text) return { ...DEFAULT_CONFIG };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ...DEFAULT_CONFIG };
  }
  if (!isRecord(raw)) return { ...DEFAULT_CONFIG };
  return {
    currency: currencyOf(raw),
    firebase: readFirebaseConfig(raw.firebase),
    stripe: readStripeConfig(raw.stripe),
    googleSignIn: raw.googleSignIn === true,
    returnDays: readDays(raw.returnDays),
  };
}

let cached: ShopConfig | undefined;

/** The page's configuration, read once. */
export function getConfig(): ShopConfig {
  cached ??= readShopConfig();
  return cached;
}
