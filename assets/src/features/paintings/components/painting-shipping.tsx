import { useId, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { formatPrice } from "@/lib/format";
import { useShippingEstimate, type ShippingOffer } from "../api/get-shipping-estimate";

type Country = { code: string; name: string };

type PaintingShippingProps = {
  paintingId: number;
  countries: Country[];
  /** The country to show first (the customer's last delivery address), if any. */
  initialCountry?: string;
};

function days({ deliveryDaysMin: low, deliveryDaysMax: high }: ShippingOffer): string {
  return low === high ? `${low} days` : `${low}–${high} days`;
}

/** "Shipping": what sending this painting to the chosen country costs by each method, tax as the shop sets it. */
export function PaintingShipping({ paintingId, countries, initialCountry = "" }: PaintingShippingProps) {
  const [country, setCountry] = useState(initialCountry);
  const estimate = useShippingEstimate(paintingId, country);
  const selectId = useId();
  const headingId = useId();

  let body = null;
  if (!country) body = <p className="text-sm text-ink-600">Choose a country to see what shipping costs.</p>;
  else if (estimate.isPending) body = <p className="text-sm text-ink-600">Working out the shipping…</p>;
  else if (estimate.isError) body = <p className="text-sm font-medium text-red-700">{errorMessage(estimate.error)}</p>;
  else {
    const { currency, pricesIncludeTax, methods } = estimate.data;
    const offered = methods.filter((method) => method.price !== null);
    const tax = pricesIncludeTax ? "incl. VAT" : "+ tax";
    body =
      offered.length === 0 ? (
        <p className="text-sm text-ink-700">None of our shipping methods carries this painting there.</p>
      ) : (
        <ul className="space-y-1 text-sm text-ink-800">
          {offered.map((method) => (
            <li key={method.id} className="flex flex-wrap justify-between gap-x-4">
              <span>
                {method.name}
                {method.signature ? ", signed for" : ""} <span className="text-ink-600">({days(method)})</span>
              </span>
              <span className="font-semibold">
                {Number(method.price) === 0 ? "Free" : `${formatPrice(Number(method.price), currency)} ${tax}`}
              </span>
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-ink-200 bg-white/70 p-4">
      <h2 id={headingId} className="font-serif text-lg font-bold text-ink-950">
        Shipping
      </h2>
      <label htmlFor={selectId} className="mt-2 block text-sm font-semibold text-ink-900">
        Ship to
      </label>
      <select
        id={selectId}
        value={country}
        onChange={(event) => setCountry(event.target.value)}
        className="mt-1 block w-full rounded-xl border border-ink-300 bg-white px-3 py-2 text-ink-950 focus:outline-3 focus:outline-offset-1 focus:outline-ultramarine-600"
      >
        <option value="">Choose a country</option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
      <div className="mt-3" aria-live="polite">
        {body}
      </div>
    </section>
  );
}
