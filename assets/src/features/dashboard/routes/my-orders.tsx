import { PlaceholderPage } from "../components/placeholder-page";

export function MyOrdersPage() {
  return (
    <PlaceholderPage title="My Order">
      <p>Your orders will be listed here, each with its quantity, price and a link to pay.</p>
    </PlaceholderPage>
  );
}

// The router's lazy route takes this module's `Component`.
export { MyOrdersPage as Component };
