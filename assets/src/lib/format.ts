import { getCurrency } from "./currency";

const formatters = new Map<string, Intl.NumberFormat>();

/** A price in the shop's currency, e.g. "$12.50". */
export function formatPrice(amount: number, currency: string = getCurrency()): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", { style: "currency", currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}
