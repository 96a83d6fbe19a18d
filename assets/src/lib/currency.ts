/**
 * The page's `<script id="shop-config">` and the shop's currency in it. Apart from lib/config
 * (which reads the rest: Firebase, Stripe): prices show on Home, whose JavaScript budget has
 * no room for the other settings' checks.
 */
export const DEFAULT_CURRENCY = "USD";

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** The page's settings as JSON (an object), or null when missing or malformed. */
export function readConfigScript(doc: Document | undefined = globalThis.document): Record<string, unknown> | null {
  const text = doc?.getElementById("shop-config")?.textContent;
  if (!text) return null;
  try {
    const raw: unknown = JSON.parse(text);
    return typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The settings' currency code, upper case ("EUR"); USD when missing or not a code. */
export function currencyOf(raw: Record<string, unknown> | null): string {
  const code = typeof raw?.currency === "string" ? raw.currency.toUpperCase() : "";
  return CURRENCY_CODE.test(code) ? code : DEFAULT_CURRENCY;
}

let cached: string | undefined;

/** The shop's currency, read once. */
export function getCurrency(): string {
  cached ??= currencyOf(readConfigScript());
  return cached;
}
