import { formatNumber, formatPrice } from "@/lib/format";
import type { Money, Rate, ShippingOffer } from "./types";

type DeliveryEstimate = Pick<ShippingOffer, "deliveryDaysMin" | "deliveryDaysMax">;

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

/** "3–5 days", "2 days", "1 day". */
export function deliveryDays({ deliveryDaysMin: low, deliveryDaysMax: high }: DeliveryEstimate): string {
  if (low === high) return low === 1 ? "1 day" : `${low} days`;
  return `${low}–${high} days`;
}
