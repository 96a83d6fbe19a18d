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

const dateTimeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** A date and time from the API in words ("Nov 3, 2026, 2:05 PM"); `fallback` when missing or unreadable. */
export function formatDateTime(iso: string | null | undefined, fallback = "—"): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? dateTimeFormat.format(date) : fallback;
}
