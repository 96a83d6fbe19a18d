import { Suspense, lazy } from "react";
import { useAuth } from "../auth-context";

const VerifyEmailBanner = lazy(() => import(/* webpackChunkName: "verify-email-banner" */ "./verify-email-banner"));

/**
 * The banner that asks to verify the e-mail address. Its code, and Firebase (which knows
 * whether the address is verified now), load only for signed-in visitors whose token does
 * not already say it is verified.
 */
export function EmailVerificationBanner() {
  const { user } = useAuth();
  if (!user || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner />
    </Suspense>
  );
}
