import type { Order } from "@/types/order";

/** POST /api/create-payment-intent: the order's PaymentIntent and a fresh SetupIntent for the card. */
export type PaymentIntentAnswer = {
  /** The order's PaymentIntent (reused across attempts): for 3-D Secure with `confirmCardPayment`. */
  clientSecret: string;
  /** A new SetupIntent for each attempt: `confirmCardSetup` turns the card into a PaymentMethod with it. */
  setupSecret: string;
  /** In the currency's smallest unit (cents). */
  amount: number;
  currency: string;
  order: Order;
};

export type PaymentStatus = "succeeded" | "requires_action" | "requires_payment_method" | "processing";

/** POST /api/payments/confirm and /api/payments/refresh: where the order's payment stands, per Stripe. */
export type PaymentResult = {
  status: PaymentStatus;
  clientSecret: string;
  /** The PaymentIntent id, once it succeeded. */
  transactionId: string | null;
  /** Stripe's message when the last attempt failed. */
  error: string | null;
};
