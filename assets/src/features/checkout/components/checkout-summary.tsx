import { useId } from "react";
import { ErrorMessage, Spinner } from "@/components/ui";
import { cn } from "@/lib/cn";
import type { Quote } from "../types";
import { PANEL, PANEL_HEADING } from "./panel";
import { PriceLines } from "./price-lines";

type CheckoutSummaryProps = {
  quote: Quote | undefined;
  /** The next quote is being asked: the one shown is the last. */
  updating: boolean;
  /** Asking for the first quote. */
  pricing: boolean;
  /** The quote failed (not for the address or the shipping: they say so where they are). */
  error: unknown;
  onRetry: () => void;
};

/** "Summary": the ticked orders' lines, the shipping, the taxes and the total to pay. */
export function CheckoutSummary({ quote, updating, pricing, error, onRetry }: CheckoutSummaryProps) {
  const headingId = useId();
  let body;
  if (quote) {
    const method = quote.methods.find((offer) => offer.id === quote.method);
    body = (
      <div aria-busy={updating} className={cn("transition-opacity", updating && "opacity-60")}>
        <PriceLines breakdown={quote} shippingLabel={method ? `Shipping: ${method.name}` : "Shipping"} />
      </div>
    );
  } else if (error) body = <ErrorMessage title="We couldn't work out the total" error={error} onRetry={onRetry} />;
  else if (pricing) body = <Spinner label="Working out the total…" className="py-6" />;
  else body = <p className="text-sm text-ink-600">The total shows once the address has a country we ship to.</p>;
  return (
    <section aria-labelledby={headingId} className={PANEL}>
      <h2 id={headingId} className={PANEL_HEADING}>
        Summary
      </h2>
      <div className="mt-3">{body}</div>
      <p role="status" className="mt-2 min-h-5 text-sm text-ink-600">
        {updating ? "Updating the total…" : ""}
      </p>
    </section>
  );
}
