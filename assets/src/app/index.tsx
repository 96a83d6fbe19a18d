import { flushSync } from "react-dom";
import { RouterProvider } from "react-router";
import { AppProvider } from "./provider";
import type { AppRouter } from "./router";

// react-router's own RouterProvider given react-dom's flushSync: react-router-dom's does the
// same but brings its hydration code along (0.2 KB more on every page).
function flushUpdate(update: () => unknown): undefined {
  flushSync(update);
}

export function App({ router }: { router: AppRouter }) {
  return (
    // flushSync: "/" is on screen before the session ends, so a protected page being left
    // never gets to redirect to /login.
    <AppProvider onSignedOut={() => router.navigate("/", { flushSync: true })}>
      <RouterProvider router={router} flushSync={flushUpdate} />
    </AppProvider>
  );
}
