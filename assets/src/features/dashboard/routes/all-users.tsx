import { PlaceholderPage } from "../components/placeholder-page";

export function AllUsersPage() {
  return (
    <PlaceholderPage title="Make Admin">
      <p>The list of users, with a button to make one an admin, is coming soon.</p>
    </PlaceholderPage>
  );
}

// The router's lazy route takes this module's `Component`.
export { AllUsersPage as Component };
