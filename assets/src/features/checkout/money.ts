import { formatNumber, formatPrice } from "@/lib/format";
import type { Money, Rate } from "./types";

/** An amount of the API's in its currency: "€1,358.00". */
export function money(value: Money, currency: string): string {
  return formatPrice(Number(value), currency.toUpperCase());
}

export function isZero(value: Money | null): boolean {
  return value !== null && Number(value) === 0;
}

/** "20%", "8.25%", "5.5%". */
export function percent(rate: Rate): string {
  return `${formatNumber(Number(rate), 2)}%`;
}
