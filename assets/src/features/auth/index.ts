export { AuthContext, AuthProvider, useAuth, type AuthState, type AuthUser } from "./auth-context";
export { RequireAuth } from "./components/require-auth";
export type { LoginRedirectState } from "./types";
