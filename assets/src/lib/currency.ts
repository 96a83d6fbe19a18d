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

function readSettings(doc: Document | undefined): unknown {
  try {
    return JSON.parse(doc?.getElementById("shop-config")?.textContent || "null");
  } catch {
    return null;
  }
}

/** The currency of the page's settings. */
export function readCurrency(doc: Document | undefined = globalThis.document): string {
  return currencyOf(readSettings(doc));
}

let settings: unknown;
const shopSettings = () => (settings ??= readSettings(globalThis.document));

/** The shop's currency. */
export const getCurrency = () => currencyOf(shopSettings());

/** What every price says about tax: "+ tax" when the shop's prices exclude it (US style), else "incl. VAT". */
export const getTaxNote = () =>
  (shopSettings() as { pricesIncludeTax?: unknown } | null)?.pricesIncludeTax === false ? "+ tax" : "incl. VAT";
