import { formatPrice } from "@/lib/format";
import { formatDate } from "@/lib/format-date";
import type { ReturnInfo } from "./types";

/** A decimal string of the API in the parcel's currency ("€1,255.00"). */
export function returnMoney(amount: string, currency: string): string {
  return formatPrice(Number(amount), currency.toUpperCase());
}

/** Where a return stands, in a sentence: "Return requested on Nov 28, 2026", ... */
export function returnStatusText(ret: ReturnInfo, currency: string): string {
  if (ret.status === "refunded" && ret.refundAmount !== null)
    return `Refunded ${returnMoney(ret.refundAmount, currency)} on ${formatDate(ret.refundedAt)}`;
  if (ret.status === "received") return `Return received on ${formatDate(ret.receivedAt)}`;
  return `Return requested on ${formatDate(ret.requestedAt)}`;
}
