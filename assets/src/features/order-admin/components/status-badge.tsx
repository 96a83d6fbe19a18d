import type { AdminOrderStatus } from "../types";

const NEUTRAL = "bg-ink-100 text-ink-700 ring-ink-200";

export const STATUS_LABELS: Record<AdminOrderStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  expired: "Expired",
  refunded: "Refunded",
};

const STATUS_CLASSES: Record<AdminOrderStatus, string> = {
  pending: "bg-ochre-100 text-ochre-700 ring-ochre-300",
  paid: "bg-sage-100 text-sage-800 ring-sage-200",
  shipped: "bg-white text-ultramarine-700 ring-ultramarine-500",
  delivered: "bg-sage-700 text-white ring-sage-800",
  cancelled: NEUTRAL,
  expired: NEUTRAL,
  refunded: "bg-terracotta-100 text-terracotta-900 ring-terracotta-200",
};

/** An order's status as a pill; an unknown status (a newer server) shows as it is, in neutral colours. */
export function StatusBadge({ status }: { status: AdminOrderStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${
        STATUS_CLASSES[status] ?? NEUTRAL
      }`}
    >
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}
