import { Navigate, Outlet, useLocation } from "react-router-dom";
import { ErrorMessage, Spinner } from "@/components/ui";
import { isApiError } from "@/lib/api-client";
import { useAdmin } from "../api/get-admin";
import { useAuth } from "../auth-context";
import type { LoginRedirectState } from "../types";

/**
 * Route wrapper: its child routes are for admins; anyone else is sent to /login (to sign in
 * as an admin). A token that says admin shows the page while the server confirms (its data
 * is the server's to give or refuse); any other is sent away only on the server's word.
 */
export function RequireAdmin() {
  const { user } = useAuth();
  const location = useLocation();
  const admin = useAdmin(user?.email, user?.role);

  const toLogin = (
    <Navigate to="/login" replace state={{ from: location, needsAdmin: true } satisfies LoginRedirectState} />
  );
  if (!user) return toLogin;
  if (admin.isPending || (admin.isPlaceholderData && admin.data !== true))
    return <Spinner label="Checking your access…" className="min-h-[40vh]" />;
  if (admin.isError) {
    const refused = isApiError(admin.error) && (admin.error.status === 401 || admin.error.status === 403);
    if (!refused) return <ErrorMessage error={admin.error} onRetry={() => void admin.refetch()} />;
  }
  if (admin.data !== true) return toLogin;
  return <Outlet />;
}

// The router's lazy route takes this module's `Component`.
export { RequireAdmin as Component };
