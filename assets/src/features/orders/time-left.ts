import type { Order, OrderStatus } from "@/types/order";

/** Milliseconds left before `expiresAt` (0 once it has passed); null without a deadline or with an unreadable one. */
export function msLeft(expiresAt: string | null | undefined, now: number): number | null {
  if (!expiresAt) return null;
  const end = new Date(expiresAt).getTime();
  if (Number.isNaN(end)) return null;
  return Math.max(0, end - now);
}

/**
 * "Pay within 29 min" (minutes rounded up, so the deadline is never later than it says),
 * "Pay within 1 h 5 min" from an hour; null once the time is up or without a deadline.
 */
export function timeLeftText(expiresAt: string | null | undefined, now: number): string | null {
  const left = msLeft(expiresAt, now);
  if (!left) return null;
  const minutes = Math.ceil(left / 60_000);
  if (minutes < 60) return `Pay within ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `Pay within ${hours} h ${rest} min` : `Pay within ${hours} h`;
}

/** An order as it stands at `now`: a pending order whose hold has ended reads as expired, and is no longer payable. */
export function orderAt(order: Order, now: number): { status: OrderStatus; payable: boolean; timeLeft: string | null } {
  const timedOut = order.status === "pending" && msLeft(order.expiresAt, now) === 0;
  if (timedOut) return { status: "expired", payable: false, timeLeft: null };
  const payable = order.status === "pending" && order.payable === true;
  return { status: order.status, payable, timeLeft: payable ? timeLeftText(order.expiresAt, now) : null };
}
