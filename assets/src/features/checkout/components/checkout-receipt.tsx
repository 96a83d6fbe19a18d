import { useId } from "react";
import { DeliveryAddressView } from "@/components/order/delivery-address-view";
import { formatDeliveryDays } from "@/lib/format";
import { ErrorMessage, Spinner } from "@/components/ui";
import { useCheckout } from "../api/checkouts";
import type { Checkout } from "../types";
import { PANEL, PANEL_HEADING } from "./panel";
import { PriceLines } from "./price-lines";

type CheckoutReceiptProps = {
  checkoutId: number;
  /** What starting the checkout answered: shown until the server's receipt comes. */
  initial?: Checkout | null;
};

/** "Receipt": what a checkout paid for (lines, shipping, taxes per rate, total) and where it goes. */
export function CheckoutReceipt({ checkoutId, initial }: CheckoutReceiptProps) {
  const detail = useCheckout(checkoutId, initial ?? undefined);
  const headingId = useId();
  const checkout = detail.data ?? initial;
  if (!checkout) {
    return detail.isError ? (
      <ErrorMessage title="We couldn't load the receipt" error={detail.error} onRetry={() => void detail.refetch()} />
    ) : (
      <Spinner label="Loading the receipt…" />
    );
  }
  const { method } = checkout;
  return (
    <section aria-labelledby={headingId} className={PANEL}>
      <h2 id={headingId} className={PANEL_HEADING}>
        Receipt
      </h2>
      <div className="mt-3">
        <PriceLines breakdown={checkout} shippingLabel={`Shipping: ${method.name}`} />
      </div>
      <div className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-ink-950">Delivery address</h3>
          <div className="mt-1">
            <DeliveryAddressView address={checkout.address} />
          </div>
        </div>
        <div className="min-w-0">
          <h3 className="font-semibold text-ink-950">Shipping</h3>
          <p className="mt-1 text-ink-800 [overflow-wrap:anywhere]">
            {method.deliveryDaysMax > 0 ? `${method.name}, ${formatDeliveryDays(method)}` : method.name}
            {method.signature ? <span className="block">Signature on delivery</span> : null}
          </p>
        </div>
      </div>
    </section>
  );
}
