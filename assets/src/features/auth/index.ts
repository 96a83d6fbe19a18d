export { useAdmin } from "./api/get-admin";
export { AuthContext, AuthProvider, useAuth, type AuthState } from "./auth-context";
export { AuthCard, OrDivider } from "./components/auth-card";
export { ButtonSpinner, GoogleButton } from "./components/google-button";
export { RequireAuth } from "./components/require-auth";
export { continueWithGoogle, logInWithPassword, signUpWithPassword } from "./sign-in";
export type { LoginRedirectState } from "./types";
export { originFrom, useAuthFlow } from "./use-auth-flow";
export { emailRules, nameRules, passwordRules } from "./validation";
