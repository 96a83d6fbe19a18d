import { formatPrice } from "@/lib/format";
import { MONTH_NAMES } from "@/lib/format-date";
import type { DocumentKind } from "./types";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const KIND_LABELS: Record<DocumentKind, string> = { invoice: "Invoice", credit_note: "Credit note" };

/** A document's amount in its own currency ("€1,240.00"). */
export function documentMoney(amount: number, currency: string): string {
  return formatPrice(amount, currency.toUpperCase());
}

/** Whether `value` is a month as the API takes it ("2026-11"). */
export function isMonth(value: string): boolean {
  return MONTH.test(value);
}

/** The month of `date` (local time) as "2026-11". */
export function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}`;
}

/** "2026-11" as "November 2026" (the text itself when it is not a month). */
export function monthName(month: string): string {
  const found = MONTH.exec(month);
  return found ? `${MONTH_NAMES[Number(found[2]) - 1]} ${found[1]}` : month;
}

/** A VAT rate as "20%" or "5.5%". */
export function rateText(rate: number): string {
  return `${Number(rate.toFixed(2))}%`;
}
