import { PlaceholderPage } from "../components/placeholder-page";

export function MyReviewPage() {
  return (
    <PlaceholderPage title="My Review">
      <p>Soon you can tell other painters what you think of our tools here.</p>
    </PlaceholderPage>
  );
}

// The router's lazy route takes this module's `Component`.
export { MyReviewPage as Component };
