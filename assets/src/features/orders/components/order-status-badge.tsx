import type { OrderStatus } from "@/types/order";

const STATUS: Record<OrderStatus, { label: string; className: string }> = {
  pending: { label: "Awaiting payment", className: "bg-ochre-100 text-ochre-700 ring-ochre-300" },
  paid: { label: "Paid", className: "bg-sage-100 text-sage-800 ring-sage-200" },
  shipped: { label: "Shipped", className: "bg-ultramarine-500/10 text-ultramarine-700 ring-ultramarine-500/30" },
  delivered: { label: "Delivered", className: "bg-sage-200 text-sage-800 ring-sage-600/40" },
  cancelled: { label: "Cancelled", className: "bg-ink-100 text-ink-700 ring-ink-200" },
  expired: { label: "Expired", className: "bg-ink-100 text-ink-700 ring-ink-300" },
  refunded: { label: "Refunded", className: "bg-terracotta-50 text-terracotta-800 ring-terracotta-200" },
};

/** An order's status in words ("Awaiting payment", "Shipped"...); an unknown one (newer server) as it is. */
export function statusLabel(status: OrderStatus): string {
  return STATUS[status]?.label ?? status;
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, className } = STATUS[status] ?? { label: status, className: STATUS.cancelled.className };
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${className}`}
    >
      {label}
    </span>
  );
}
