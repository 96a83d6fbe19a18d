/**
 * The shop's currency, from the page's `<script id="shop-config">`. Apart from lib/config
 * (Firebase's and Stripe's settings): prices show on Home, whose JavaScript has no room for
 * the rest.
 */
const CURRENCY_CODE = /^[A-Z]{3}$/;

/** The settings' currency code, upper case ("EUR"); USD when missing or not a code. */
export function currencyOf(settings: unknown): string {
  const code = (settings as { currency?: unknown } | null)?.currency;
  return typeof code === "string" && CURRENCY_CODE.test(code.toUpperCase()) ? code.toUpperCase() : "USD";
}

/** The currency of the page's settings. */
export function readCurrency(doc: Document | undefined = globalThis.document): string {
  try {
    return currencyOf(JSON.parse(doc?.getElementById("shop-config")?.textContent || "null"));
  } catch {
    return currencyOf(null);
  }
}

let cached: string | undefined;

/** The shop's currency, read once. */
export function getCurrency(): string {
  cached ??= readCurrency();
  return cached;
}
