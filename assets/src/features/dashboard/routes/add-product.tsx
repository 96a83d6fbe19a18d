import { PlaceholderPage } from "../components/placeholder-page";

export function AddProductPage() {
  return (
    <PlaceholderPage title="Add Product">
      <p>The form for adding a tool to the shop is coming soon.</p>
    </PlaceholderPage>
  );
}

// The router's lazy route takes this module's `Component`.
export { AddProductPage as Component };
