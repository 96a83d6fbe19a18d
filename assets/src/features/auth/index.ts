export { AuthContext, AuthProvider, useAuth, type AuthState, type AuthUser } from "./auth-context";
export { useAdmin } from "./api/get-admin";
export { RequireAuth } from "./components/require-auth";
export { AuthCard, OrDivider } from "./components/auth-card";
export { ButtonSpinner, GoogleButton } from "./components/google-button";
export { continueWithGoogle, logInWithPassword, signUpWithPassword } from "./sign-in";
export type { LoginRedirectState } from "./types";
export { originFrom, useAuthFlow } from "./use-auth-flow";
export { emailRules, nameRules, passwordRules } from "./validation";
