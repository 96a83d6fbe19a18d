import { RouterProvider } from "react-router-dom";
import { AppProvider } from "./provider";
import type { AppRouter } from "./router";

export function App({ router }: { router: AppRouter }) {
  return (
    // flushSync: "/" is on screen before the session ends, so a protected page being left
    // never gets to redirect to /login.
    <AppProvider onSignedOut={() => router.navigate("/", { flushSync: true })}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
