export { confirmPayment, createPaymentIntent, refreshPayment, useConfirmPayment, useCreatePaymentIntent, useRefreshPayment } from "./api/payment-calls";
export { CardPayment, NOT_AUTHENTICATED_MESSAGE } from "./components/card-payment";
export type { PaymentIntentAnswer, PaymentResult, PaymentStatus } from "./types";
