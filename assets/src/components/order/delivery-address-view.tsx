import { cn } from "@/lib/cn";
import type { DeliveryAddress } from "@/types/order";

/**
 * An address as a postal label: the server's lines as they come, one per line (each country's
 * own layout, the country last; the name stands out), and the phone when there is one.
 */
export function DeliveryAddressView({ address }: { address: DeliveryAddress }) {
  const nameAt = address.lines.indexOf(address.fullName.trim());
  return (
    <address className="text-ink-800 not-italic [overflow-wrap:anywhere]">
      {address.lines.map((line, index) => (
        <span key={index} className={cn("block", index === nameAt && "font-semibold text-ink-950")}>
          {line}
        </span>
      ))}
      {address.phone ? <span className="mt-1 block text-sm text-ink-700">{`Phone: ${address.phone}`}</span> : null}
    </address>
  );
}
