import { useId, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { formatDeliveryDays, formatPrice } from "@/lib/format";
import { useShippingEstimate, type ShippingEstimate } from "../api/get-shipping-estimate";

type Country = { code: string; name: string };

type PaintingShippingProps = {
  paintingId: number;
  countries: Country[];
  /** The country to show first (the customer's last delivery address), if any; else the browser's, if shipped to. */
  initialCountry?: string;
  /** How many days after delivery it may be returned (RETURN_DAYS); null or absent: no returns sentence. */
  returnDays?: number | null;
};

/** The country of the browser's language ("de-DE" → "DE"), if it is one of `countries`; "" otherwise. */
export function browserCountry(
  countries: Country[],
  languages: readonly string[] = globalThis.navigator?.languages ?? [],
): string {
  for (const language of languages) {
    const region = language.split("-")[1]?.toUpperCase();
    if (region && countries.some((country) => country.code === region)) return region;
  }
  return "";
}

/**
 * What the checkout will charge to send the painting there: its cheapest method that carries it (the checkout's
 * default), in a sentence; null when none does.
 */
export function shippingSentence({
  countryName,
  currency,
  pricesIncludeTax,
  methods,
}: ShippingEstimate): string | null {
  const offered = methods.filter((method) => method.price !== null);
  if (offered.length === 0) return null;
  const cheapest = offered.reduce((best, method) => (Number(method.price) < Number(best.price) ? method : best));
  const price = Number(cheapest.price);
  const how = `by ${cheapest.name}${cheapest.signature ? ", signed for" : ""}, in ${formatDeliveryDays(cheapest)}`;
  if (price === 0) return `Shipping to ${countryName} is free ${how}.`;
  const tax = pricesIncludeTax ? "incl. VAT" : "+ tax";
  return `Shipping to ${countryName}: ${formatPrice(price, currency)} ${tax} ${how}.`;
}

/** "You can return it within 14 days of delivery." */
export function returnsSentence(returnDays: number): string {
  return `You can return it within ${returnDays} ${returnDays === 1 ? "day" : "days"} of delivery.`;
}

/** "Shipping and returns": what sending this painting to the chosen country costs, and how long a return may wait. */
export function PaintingShipping({ paintingId, countries, initialCountry = "", returnDays }: PaintingShippingProps) {
  const [country, setCountry] = useState(() => initialCountry || browserCountry(countries));
  const estimate = useShippingEstimate(paintingId, country);
  const selectId = useId();
  const headingId = useId();

  let body: string;
  let failed = false;
  if (!country) body = "Choose a country to see what shipping costs.";
  else if (estimate.isPending) body = "Working out the shipping…";
  else if (estimate.isError) {
    body = errorMessage(estimate.error);
    failed = true;
  } else body = shippingSentence(estimate.data) ?? "None of our shipping methods carries this painting there.";

  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-ink-200 bg-white/70 p-4">
      <h2 id={headingId} className="font-serif text-lg font-bold text-ink-950">
        Shipping and returns
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
      {/* Room for two lines: the sentence that comes moves nothing under it. */}
      <p aria-live="polite" className={`mt-3 min-h-10 text-sm ${failed ? "font-medium text-red-700" : "text-ink-800"}`}>
        {body}
      </p>
      {returnDays ? <p className="mt-2 text-sm text-ink-800">{returnsSentence(returnDays)}</p> : null}
    </section>
  );
}
