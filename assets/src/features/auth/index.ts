export { useAdmin } from "./api/get-admin";
export { useFirebaseAccount } from "./api/use-firebase-account";
export {
  changePassword,
  getFirebaseAccount,
  requestEmailChange,
  refreshAccount,
  resendVerificationEmail,
  sendPasswordResetLink,
} from "./account";
export { AuthContext, AuthProvider, SIGNED_OUT_TOAST, useAuth, type AuthState } from "./auth-context";
export { EMAIL_TAKEN_MESSAGE, authErrorMessage } from "./auth-errors";
export { AuthCard, OrDivider } from "./components/auth-card";
export { ChangeEmailForm } from "./components/change-email-form";
export { ChangePasswordForm } from "./components/change-password-form";
export { EMAIL_CHANGED_TOAST, EMAIL_RESTORED_TOAST, EmailChangeResult } from "./components/email-change-result";
export { EmailVerificationBanner } from "./components/email-verification-banner";
export { ForgotPassword } from "./components/forgot-password";
export { ButtonSpinner, GoogleButton } from "./components/google-button";
export { RequireAuth } from "./components/require-auth";
export { PASSWORD_CHANGED_TOAST, ResetPasswordForm } from "./components/reset-password-form";
export { VerifyEmailResult } from "./components/verify-email-result";
export { WelcomeToast } from "./components/welcome-toast";
export { continueWithGoogle, logInWithPassword } from "./sign-in";
export { signUpWithGoogle, signUpWithPassword, type SignUpProgress } from "./sign-up";
export { loginReason } from "./login-reason";
export type { LoginRedirectState } from "./types";
export { originFrom, useAuthFlow } from "./use-auth-flow";
export { PASSWORD_HINT, emailRules, nameRules, passwordRules } from "./validation";
