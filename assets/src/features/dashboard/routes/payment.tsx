import { useParams } from "react-router-dom";
import { PlaceholderPage } from "../components/placeholder-page";

export function PaymentPage() {
  const { id } = useParams();
  return (
    <PlaceholderPage title="Payment">
      <p>Card payment for order {id} opens soon.</p>
    </PlaceholderPage>
  );
}

// The router's lazy route takes this module's `Component`.
export { PaymentPage as Component };
