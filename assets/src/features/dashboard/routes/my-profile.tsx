import { PlaceholderPage } from "../components/placeholder-page";

export function MyProfilePage() {
  return (
    <PlaceholderPage title="My Profile">
      <p>Your profile page is coming soon.</p>
    </PlaceholderPage>
  );
}

// The router's lazy route takes this module's `Component`.
export { MyProfilePage as Component };
