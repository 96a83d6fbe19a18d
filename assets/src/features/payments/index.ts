export { CardPayment } from "./components/card-payment";
