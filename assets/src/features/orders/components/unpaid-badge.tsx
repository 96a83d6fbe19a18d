import { useMyOrders } from "../api/get-orders";

/**
 * How many of the customer's orders wait to be paid, as a badge beside a link to them (the
 * header's Dashboard, the sidebar's My Order); nothing when none do, or with no `email`.
 * `className` places it: beside the text by default; the header's floats it over its link's
 * corner, so the links beside never move when it appears (no layout shift).
 */
export function UnpaidBadge({ email, className = "ms-2" }: { email: string | undefined; className?: string }) {
  const orders = useMyOrders(email);
  const unpaid = orders.data?.filter((order) => order.payable).length ?? 0;
  if (unpaid === 0) return null;
  return (
    <span className={`${className} rounded-full bg-ochre-200 px-2 py-0.5 text-xs font-bold text-ink-950`}>
      {unpaid}
      <span className="sr-only"> unpaid</span>
    </span>
  );
}

// The header loads it lazily, for signed-in customers only (Home's budget).
export default UnpaidBadge;
