import type { Order } from "@/types/order";

/** A small "Painting" tag for an order of a painting (tools go untagged, as before). */
export function OrderKindTag({ order }: { order: Pick<Order, "kind"> }) {
  if (order.kind !== "painting") return null;
  return (
    <span className="ml-2 inline-flex rounded-full bg-terracotta-50 px-2 py-0.5 align-middle text-xs font-semibold text-terracotta-800 ring-1 ring-terracotta-200 ring-inset">
      Painting
    </span>
  );
}
