export { CheckoutForm, type PaidCheckout } from "./components/checkout-form";
export { CheckoutReceipt } from "./components/checkout-receipt";
