import type { OrderStatus } from "@/types/order";

const STATUS: Record<OrderStatus, { label: string; className: string }> = {
  pending: { label: "Pending", className: "bg-ochre-100 text-ochre-700 ring-ochre-300" },
  paid: { label: "Paid", className: "bg-sage-100 text-sage-800 ring-sage-200" },
  cancelled: { label: "Cancelled", className: "bg-ink-100 text-ink-700 ring-ink-200" },
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  // An unknown status (newer server) shows as it is, in neutral colours.
  const { label, className } = STATUS[status] ?? { label: status, className: STATUS.cancelled.className };
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${className}`}
    >
      {label}
    </span>
  );
}
