import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { StripeCardElementChangeEvent, StripeCardElementOptions, StripeElementsOptions } from "@stripe/stripe-js";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Alert, button } from "@/components/ui";
import { errorMessage } from "@/lib/api-client";
import type { StripeConfig } from "@/lib/config";
import type { CardPaymentHandlers, PaymentResult } from "@/types/payment";
import { loadStripeJs } from "../stripe/load-stripe";
import { cn } from "@/lib/cn";

export const ENTER_CARD_MESSAGE = "Enter your card details.";
/** A failed (or abandoned) 3-D Secure check, instead of Stripe's words for it. */
export const BANK_DID_NOT_APPROVE_MESSAGE =
  "Your bank did not approve this payment. Please try again or use another card.";
export const PAYMENT_FAILED_MESSAGE = "The payment did not go through. Please try another card.";
export const CARD_NOT_ACCEPTED_MESSAGE = "Your card could not be used. Please check its details and try again.";
export const PROCESSING_MESSAGE = "Your payment is being processed. The order shows as paid once it completes.";
export const STRIPE_UNAVAILABLE_MESSAGE = "We couldn't load the card form. Check your connection and try again.";

// Constant on purpose: react-stripe-js calls elements.update() when these change, and
// localstripe's elements() has none (our compat script adds a no-op, but nothing should rely on it).
const ELEMENTS_OPTIONS: StripeElementsOptions = { locale: "en" };

const CARD_OPTIONS: StripeCardElementOptions = {
  style: {
    base: {
      color: "#1f1916",
      fontFamily: "system-ui, sans-serif",
      fontSize: "16px",
      "::placeholder": { color: "#ab9883" },
    },
    invalid: { color: "#b91c1c", iconColor: "#b91c1c" },
  },
};

/**
 * The card field: one line 3rem high from the start, so nothing moves when the card form
 * comes (CLS 0). Stripe's iframe fills it; localstripe's five plain inputs (local runs)
 * share the line, its "localstripe:" label kept for screen readers only.
 */
const CARD_FIELD =
  "mt-1.5 flex h-12 items-center gap-1 overflow-hidden rounded-xl border border-ink-300 bg-white px-4 shadow-sm focus-within:outline-3 focus-within:outline-offset-1 focus-within:outline-ultramarine-600 [&>*]:min-w-0 [&>div]:flex-1 [&>span]:sr-only [&_input]:flex-[1_1_2.5rem] [&_input]:rounded-md [&_input]:border [&_input]:border-ink-200 [&_input]:px-1.5 [&_input]:py-0.5 [&_input]:text-ink-950 [&_input:first-of-type]:flex-[4_1_6rem]";

/** What the card's change events said last. */
type CardState = { empty: boolean; complete: boolean; error: string | null };

type CardPaymentProps = CardPaymentHandlers & { config: StripeConfig };

/**
 * Card payment through the page's three calls (start, confirm, refresh): loads Stripe.js (on
 * this page only) and shows the card form.
 */
export function CardPayment(props: CardPaymentProps) {
  // A new attempt remounts <Elements> with a new promise (its `stripe` prop may not change).
  const [attempt, setAttempt] = useState(0);
  return <StripeElements key={attempt} {...props} onRetry={() => setAttempt((count) => count + 1)} />;
}

function StripeElements({ onRetry, ...props }: CardPaymentProps & { onRetry: () => void }) {
  // Created once per attempt. Never rejects (react-stripe-js would not catch it): null means it failed.
  const [stripePromise] = useState(() => loadStripeJs(props.config).catch(() => null));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    void stripePromise.then((stripe) => {
      if (live && !stripe) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [stripePromise]);

  if (failed) {
    return (
      <Alert
        action={
          <button type="button" onClick={onRetry} className={button("secondary")}>
            Try again
          </button>
        }
      >
        {STRIPE_UNAVAILABLE_MESSAGE}
      </Alert>
    );
  }
  return (
    <Elements stripe={stripePromise} options={ELEMENTS_OPTIONS}>
      <CardForm {...props} />
    </Elements>
  );
}

function paymentMethodId(paymentMethod: string | { id: string } | null | undefined): string | null {
  if (!paymentMethod) return null;
  return typeof paymentMethod === "string" ? paymentMethod : paymentMethod.id;
}

type Outcome =
  { kind: "paid"; transactionId: string | null } | { kind: "processing" } | { kind: "failed"; message: string };

/** What 3-D Secure's `confirmCardPayment` answered: none when it ran without an error. */
type Authentication = { error?: { type?: string; code?: string; message?: string } } | null;

/** Stripe's code for a 3-D Secure check that failed or was abandoned. */
const AUTHENTICATION_FAILURE = "payment_intent_authentication_failure";

/**
 * What the server's answer means for the customer. `authentication`: what the 3-D Secure
 * step answered (null: there was none). A payment still unpaid after it means the bank did
 * not approve it (Stripe's `payment_intent_authentication_failure`; localstripe answers no
 * error), unless the card itself was refused then: that keeps the provider's message.
 */
function outcomeOf(result: PaymentResult, authentication: Authentication): Outcome {
  if (result.status === "succeeded") return { kind: "paid", transactionId: result.transactionId };
  if (result.status === "processing") return { kind: "processing" };
  if (!authentication) return { kind: "failed", message: result.error || PAYMENT_FAILED_MESSAGE };
  const { error } = authentication;
  if (error && error.type === "card_error" && error.code !== AUTHENTICATION_FAILURE)
    return { kind: "failed", message: result.error || error.message || PAYMENT_FAILED_MESSAGE };
  return { kind: "failed", message: BANK_DID_NOT_APPROVE_MESSAGE };
}

function CardForm({ calls, disabled = false, onPaid, explainError, onPayingChange }: Omit<CardPaymentProps, "config">) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardReady, setCardReady] = useState(false);
  const [card, setCard] = useState<CardState>({ empty: true, complete: false, error: null });
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const inFlight = useRef(false);

  const ready = Boolean(stripe && elements && cardReady);

  const onCardChange = (event: StripeCardElementChangeEvent) => {
    setCard({ empty: event.empty, complete: event.complete, error: event.error?.message ?? null });
  };

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || disabled || !stripe || !elements || !cardReady) return;
    const cardElement = elements.getElement(CardElement);
    if (!cardElement) return;
    if (card.empty) {
      setError(ENTER_CARD_MESSAGE);
      return;
    }
    if (card.error) {
      setError(card.error);
      return;
    }

    inFlight.current = true;
    setPaying(true);
    onPayingChange?.(true);
    setError(null);
    setNotice(null);
    try {
      // 1. The payment, with a fresh SetupIntent (started again before each attempt).
      const started = await calls.start();
      // 2. The card becomes a PaymentMethod (on Stripe and on localstripe alike).
      const setup = await stripe.confirmCardSetup(started.setupSecret, { payment_method: { card: cardElement } });
      if (setup.error) {
        setError(setup.error.message || CARD_NOT_ACCEPTED_MESSAGE);
        return;
      }
      const paymentMethod = paymentMethodId(setup.setupIntent.payment_method);
      if (!paymentMethod) {
        setError(CARD_NOT_ACCEPTED_MESSAGE);
        return;
      }
      // 3. The server confirms the payment's PaymentIntent with it.
      let result = await calls.confirm(started.id, paymentMethod);
      let authentication: Authentication = null;
      if (result.status === "requires_action") {
        // 3-D Secure. Its answer differs between Stripe ({error}) and localstripe
        // ({paymentIntent} in requires_payment_method): only the server's re-check says
        // whether it is paid; the answer only words a failure.
        try {
          authentication = await stripe.confirmCardPayment(result.clientSecret);
        } catch {
          authentication = {};
        }
        result = await calls.refresh(started.id);
      }
      // 4. What the server says.
      const outcome = outcomeOf(result, authentication);
      if (outcome.kind === "paid") onPaid(outcome.transactionId);
      else if (outcome.kind === "processing") setNotice(PROCESSING_MESSAGE);
      else setError(outcome.message);
    } catch (failure) {
      // A decline (402, Stripe's message), a network error, a refusal the page words...
      setError(explainError?.(failure) ?? errorMessage(failure));
    } finally {
      inFlight.current = false;
      setPaying(false);
      onPayingChange?.(false);
    }
  };

  const loadingLabel = stripe ? "Preparing the card form…" : "Loading the secure card form…";

  return (
    <form noValidate onSubmit={pay} aria-labelledby="card-payment-heading" aria-busy={paying} className="space-y-5">
      <h2 id="card-payment-heading" className="font-serif text-2xl font-bold text-ink-950">
        Pay by card
      </h2>
      {/* Disabled while paying: localstripe's plain inputs can't be edited then (Stripe's iframe ignores it). */}
      <fieldset disabled={paying} className="min-w-0">
        <legend id="card-label" className="text-sm font-semibold text-ink-900">
          Card details
        </legend>
        <CardElement
          id="card-element"
          options={CARD_OPTIONS}
          onReady={() => setCardReady(true)}
          onChange={onCardChange}
          className={CARD_FIELD}
        />
        {card.error ? (
          <p aria-live="polite" className="mt-1.5 text-sm font-medium text-red-700">
            {card.error}
          </p>
        ) : null}
        {/* Kept (empty) once ready: the line stays, so the Pay button does not move up. */}
        <p role="status" className="mt-1.5 min-h-5 text-sm text-ink-600">
          {ready ? "" : loadingLabel}
        </p>
      </fieldset>
      {error ? <Alert>{error}</Alert> : null}
      {notice ? (
        <p role="status" className="rounded-xl bg-ochre-50 px-4 py-3 text-sm text-ink-800">
          {notice}
        </p>
      ) : null}
      <button type="submit" disabled={!ready || paying || disabled} className={cn(button(), "w-full")}>
        {paying ? "Paying…" : "Pay"}
      </button>
    </form>
  );
}
