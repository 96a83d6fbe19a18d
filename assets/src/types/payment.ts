/** The card form (features/payments) and what it pays (a checkout) share these. */

export type PaymentStatus = "succeeded" | "requires_action" | "requires_payment_method" | "processing";

/** Where a payment stands, per Stripe: the answer of a pay call and of its re-check after 3-D Secure. */
export type PaymentResult = {
  status: PaymentStatus;
  clientSecret: string;
  /** The PaymentIntent id, once it succeeded. */
  transactionId: string | null;
  /** Stripe's message when the last attempt failed. */
  error: string | null;
};

/** A payment just started: what the card form pays (`id`) and the SetupIntent that turns the card into a PaymentMethod. */
export type PaymentStart = { id: number; setupSecret: string };

/** The server's three steps of one card payment, asked in this order at every attempt. */
export type PaymentCalls = {
  /** Starts a payment (again at every attempt: a fresh SetupIntent). */
  start: () => Promise<PaymentStart>;
  /** The server confirms the payment with the card's PaymentMethod (402 `card_declined`). */
  confirm: (id: number, paymentMethod: string) => Promise<PaymentResult>;
  /** The server asks Stripe again, after 3-D Secure, and answers the truth. */
  refresh: (id: number) => Promise<PaymentResult>;
};

/** What a page gives the card form besides Stripe's set-up. */
export type CardPaymentHandlers = {
  calls: PaymentCalls;
  /** Pay stays disabled (the total is being worked out, or could not be). */
  disabled?: boolean;
  /** The payment succeeded. */
  onPaid: (transactionId: string | null) => void;
  /** The page's words for a refusal of one of its calls (null: the API's own `detail`). */
  explainError?: (error: unknown) => string | null;
  /** A payment started or ended (whatever its outcome). */
  onPayingChange?: (paying: boolean) => void;
};
