export { CardPayment, type Unpayable } from "./components/card-payment";
