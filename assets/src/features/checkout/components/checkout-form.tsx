import { useState, type ReactNode } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Spinner } from "@/components/ui";
import type { DeliveryAddress, Order } from "@/types/order";
import type { CardPaymentHandlers } from "@/types/payment";
import { toAddressInput, type AddressValues } from "../address";
import type { Checkout, OfferedOrder } from "../types";
import { useCheckoutFlow } from "../use-checkout-flow";
import { CERTIFICATE_NAME_MISSING, CertificateConsent, type CertificateChoice } from "./certificate-consent";
import { CheckoutSummary } from "./checkout-summary";
import { OrderPicker } from "./order-picker";
import { PANEL } from "./panel";
import { SavedAddresses } from "./saved-addresses";
import { ShippingMethods } from "./shipping-methods";

export type PaidCheckout = { transactionId: string | null; checkout: Checkout | null };

type CheckoutFormProps = {
  /** The order the customer came to pay (its Pay link): always in. */
  order: Order;
  timeLeft: string | null;
  /** The customer's other unpaid orders, as they stand now (undefined while they load). */
  others: OfferedOrder[] | undefined;
  /** They could not be loaded: ask again. */
  onRetryOthers?: () => void;
  /** Addresses to offer (the saved one, the orders'); repeats are shown once. */
  savedAddresses: (DeliveryAddress | null | undefined)[];
  /** The address fieldset, drawn inside this form: its fields are named `deliveryAddress.*`. */
  addressFields: ReactNode;
  /** The card form, given the checkout's calls. */
  card: (handlers: CardPaymentHandlers) => ReactNode;
  onPaid: (paid: PaidCheckout) => void;
  /** The name the certificate's field starts with (the profile's, when known). */
  buyerName?: string;
};

/**
 * The checkout: the orders to pay together, one delivery address, one shipping method, the
 * summary with the taxes and the total, then the card.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const { order, timeLeft, others, onRetryOthers, savedAddresses, addressFields, card, onPaid, buyerName } = props;
  const form = useForm<AddressValues>({
    defaultValues: { deliveryAddress: toAddressInput(order.deliveryAddress) },
  });
  const [certificate, setCertificate] = useState<CertificateChoice>({ agree: false, name: buyerName ?? "" });
  const flow = useCheckoutFlow({ order, others, form, certificateName: certificate.agree ? certificate.name : null });
  // Drawn unseen until the other orders and the first quote are in, then shown at once: the
  // sections take their sizes out of sight, so nothing moves on screen (no layout shift).
  const [ready, setReady] = useState(false);
  if (!ready && !flow.pricing) setReady(true);

  return (
    <FormProvider {...form}>
      <div className="relative">
        {ready ? null : (
          <div className="absolute inset-x-0 top-0">
            <Spinner label="Preparing your checkout…" />
          </div>
        )}
        <div
          className={`grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] xl:items-start ${ready ? "" : "invisible"}`}
        >
          <div className="min-w-0 space-y-6">
            <OrderPicker
              order={order}
              timeLeft={timeLeft}
              rows={flow.rows}
              unticked={flow.unticked}
              onToggle={flow.toggle}
              gone={flow.gone}
              loading={others === undefined && !onRetryOthers}
              onRetry={onRetryOthers}
              disabled={flow.paying}
            />
            <section aria-label="Delivery address" className={`${PANEL} space-y-4`}>
              <SavedAddresses addresses={savedAddresses} />
              {addressFields}
            </section>
            <ShippingMethods
              quote={flow.shown}
              pricing={flow.pricing}
              hasCountry={flow.hasCountry}
              countryRefused={Boolean(flow.countryRefusal)}
              refusal={flow.methodRefusal}
              disabled={flow.paying}
              onChoose={flow.chooseMethod}
            />
            {flow.hasPainting ? (
              <CertificateConsent
                value={certificate}
                onChange={setCertificate}
                disabled={flow.paying}
                error={flow.certificateNameMissing ? CERTIFICATE_NAME_MISSING : undefined}
              />
            ) : null}
          </div>
          <div className="min-w-0 space-y-6">
            <CheckoutSummary
              quote={flow.shown}
              updating={flow.updating}
              pricing={flow.pricing}
              error={flow.quoteError}
              onRetry={flow.retryQuote}
            />
            {flow.blocked ? null : (
              <div className={PANEL}>
                {card({
                  calls: flow.calls,
                  disabled: flow.payDisabled,
                  explainError: flow.explainError,
                  onPayingChange: flow.setPaying,
                  onPaid: (transactionId) => onPaid({ transactionId, checkout: flow.startedCheckout() }),
                })}
              </div>
            )}
          </div>
        </div>
      </div>
    </FormProvider>
  );
}
