import type { DeliveryAddress } from "@/types/order";

/** An address as a postal label: the name, the lines, the country (and the phone, when there is one). */
export function DeliveryAddressView({ address }: { address: DeliveryAddress }) {
  const cityLine = [address.postalCode, address.city].filter(Boolean).join(" ");
  return (
    <address className="text-ink-800 not-italic [overflow-wrap:anywhere]">
      <span className="block font-semibold text-ink-950">{address.fullName}</span>
      <span className="block">{address.line1}</span>
      {address.line2 ? <span className="block">{address.line2}</span> : null}
      <span className="block">{cityLine}</span>
      {address.region ? <span className="block">{address.region}</span> : null}
      <span className="block">{address.countryName || address.country}</span>
      {address.phone ? <span className="mt-1 block text-sm text-ink-700">{`Phone: ${address.phone}`}</span> : null}
    </address>
  );
}
