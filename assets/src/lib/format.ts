import { getCurrency } from "./currency";

// Numbers are written here rather than by Intl.NumberFormat: the first Intl object a page
// makes costs 30-60 ms of main thread while ICU loads its data, on every page that shows a
// price. The text is Intl's "en-US" text to the letter (format.test.ts compares them);
// Intl still writes what this does not know (other currencies, huge or tiny numbers).

// en-US symbols of the usual currencies (the others go to Intl), and their decimals.
const SYMBOLS: Record<string, string> = { USD: "$", EUR: "€", GBP: "£", CAD: "CA$", AUD: "A$", JPY: "¥" };
const NO_DECIMALS = new Set(["JPY"]);

/**
 * `value` with at most `maxDigits` decimals (and at least `minDigits`) and thousands
 * separators, as Intl writes it for "en-US": rounded half away from zero on the number's
 * shortest decimal form, so 1.005 -> "1.01". Null when the number is not plain (NaN,
 * infinite, written with an exponent, or too large to count in units exactly).
 */
function decimalText(value: number, maxDigits: number, minDigits = maxDigits): string | null {
  const [whole, fraction = ""] = String(Math.abs(value)).split(".");
  if (!/^\d{1,13}$/.test(whole)) return null;
  const units =
    Number(whole + fraction.slice(0, maxDigits).padEnd(maxDigits, "0")) + (fraction[maxDigits] >= "5" ? 1 : 0);
  const digits = String(units).padStart(maxDigits + 1, "0");
  const cut = digits.length - maxDigits;
  const decimals = digits.slice(cut).replace(/0+$/, "").padEnd(minDigits, "0");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return sign + digits.slice(0, cut).replace(/\B(?=(\d{3})+$)/g, ",") + (decimals && "." + decimals);
}

const formatters = new Map<string, Intl.NumberFormat>();

function intlFormat(value: number, options: Intl.NumberFormatOptions): string {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", options);
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** A number for people, with at most `maxDigits` decimals: 1234 -> "1,234", 45.25 -> "45.3". */
export function formatNumber(value: number, maxDigits = 3): string {
  return decimalText(value, maxDigits, 0) ?? intlFormat(value, { maximumFractionDigits: maxDigits });
}

/** How many decimals the currency's prices have (Stripe's minor units): 2, or 0 for JPY. */
export function currencyDigits(currency: string): number {
  const code = currency.toUpperCase();
  if (SYMBOLS[code]) return NO_DECIMALS.has(code) ? 0 : 2;
  return intlFormat(0, { style: "currency", currency }).split(".")[1]?.length ?? 0;
}

/** A price in the shop's currency, e.g. "$12.50". */
export function formatPrice(amount: number, currency: string = getCurrency()): string {
  const symbol = SYMBOLS[currency.toUpperCase()];
  const text = symbol ? decimalText(amount, currencyDigits(currency)) : null;
  return text ? text.replace(/^-?/, (sign) => sign + symbol) : intlFormat(amount, { style: "currency", currency });
}

/** A delivery estimate from its fewest and most days: "3–5 days", "2 days", "1 day". */
export function formatDeliveryDays({
  deliveryDaysMin: low,
  deliveryDaysMax: high,
}: {
  deliveryDaysMin: number;
  deliveryDaysMax: number;
}): string {
  if (low === high) return low === 1 ? "1 day" : `${low} days`;
  return `${low}–${high} days`;
}
