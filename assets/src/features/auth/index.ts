export { AuthContext, AuthProvider, useAuth, type AuthState, type AuthUser } from "./auth-context";
export { useAdmin } from "./api/get-admin";
export { RequireAdmin } from "./components/require-admin";
export { RequireAuth } from "./components/require-auth";
export type { LoginRedirectState } from "./types";
