import { useId } from "react";
import { cn } from "@/lib/cn";
import { formatDeliveryDays } from "@/lib/format";
import { isZero, money } from "../money";
import type { Quote, ShippingOffer } from "../types";
import { CHOICE_INPUT, PANEL, PANEL_HEADING } from "./panel";

type MethodOptionProps = {
  method: ShippingOffer;
  currency: string;
  name: string;
  checked: boolean;
  disabled: boolean;
  onChoose: (id: number) => void;
};

function MethodOption({ method, currency, name, checked, disabled, onChoose }: MethodOptionProps) {
  const carried = method.price !== null;
  const details = [formatDeliveryDays(method), method.signature ? "Signature on delivery" : null].filter(Boolean);
  return (
    <li>
      <label
        className={cn(
          "flex gap-3 rounded-xl border px-4 py-3",
          checked ? "border-terracotta-700 bg-terracotta-50" : "border-ink-200",
          carried ? "cursor-pointer" : "cursor-not-allowed bg-ink-50 text-ink-600",
        )}
      >
        <input
          type="radio"
          name={name}
          value={method.id}
          checked={checked}
          disabled={!carried || disabled}
          onChange={() => onChoose(method.id)}
          className={CHOICE_INPUT}
        />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-ink-950 [overflow-wrap:anywhere]">{method.name}</span>
          <span className="block text-sm text-ink-600">{details.join(" · ")}</span>
          {carried ? null : <span className="block text-sm font-medium">Does not carry this parcel</span>}
        </span>
        {method.price !== null ? (
          <span className="shrink-0 font-semibold text-ink-950 tabular-nums">
            {isZero(method.price) ? "Free" : money(method.price, currency)}
          </span>
        ) : null}
      </label>
    </li>
  );
}

type ShippingMethodsProps = {
  /** The quote on screen (none yet, or none to be had). */
  quote: Quote | undefined;
  /** Asking for the first quote. */
  pricing: boolean;
  hasCountry: boolean;
  /** The country is refused (its field says why). */
  countryRefused: boolean;
  /** No method carries this parcel there (the API's words). */
  refusal: string | null;
  disabled: boolean;
  onChoose: (id: number) => void;
};

/** "Shipping": the methods of the country's zone, each with its estimate and price, as radio buttons. */
export function ShippingMethods({
  quote,
  pricing,
  hasCountry,
  countryRefused,
  refusal,
  disabled,
  onChoose,
}: ShippingMethodsProps) {
  const headingId = useId();
  const name = useId();
  let body;
  if (refusal) body = <p className="text-sm font-medium text-red-700">{refusal}</p>;
  else if (!hasCountry || countryRefused)
    body = <p className="text-sm text-ink-600">The shipping methods show once the address has a country we ship to.</p>;
  else if (!quote) body = pricing ? <p className="text-sm text-ink-600">Working out the shipping…</p> : null;
  else if (quote.method === null) body = <p className="text-sm text-ink-600">No shipping is charged.</p>;
  else
    body = (
      <fieldset className="min-w-0">
        <legend className="sr-only">Shipping method</legend>
        <ul className="space-y-2">
          {quote.methods.map((method) => (
            <MethodOption
              key={method.id}
              method={method}
              currency={quote.currency}
              name={name}
              checked={method.id === quote.method}
              disabled={disabled}
              onChoose={onChoose}
            />
          ))}
        </ul>
      </fieldset>
    );
  return (
    <section aria-labelledby={headingId} className={PANEL}>
      <h2 id={headingId} className={PANEL_HEADING}>
        Shipping
      </h2>
      <div className="mt-3">{body}</div>
    </section>
  );
}
