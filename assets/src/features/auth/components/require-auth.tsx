import { Navigate, Outlet, useLocation } from "react-router-dom";
import { Spinner } from "@/components/ui";
import { useAuth } from "../auth-context";
import type { LoginRedirectState } from "../types";

/** Route wrapper: its child routes are for signed-in people only. */
export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();

  if (loading) return <Spinner label="Checking your sign-in…" className="min-h-[50vh]" />;
  if (!user) return <Navigate to="/login" replace state={{ from: location } satisfies LoginRedirectState} />;
  return <Outlet />;
}
