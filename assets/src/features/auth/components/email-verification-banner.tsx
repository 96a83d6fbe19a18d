import { Suspense, lazy } from "react";
import { useAuth } from "../auth-context";

const VerifyEmailBanner = lazy(() => import(/* webpackChunkName: "verify-email-banner" */ "./verify-email-banner"));

/** The banner that asks to verify the e-mail address: its code loads only for signed-in visitors. */
export function EmailVerificationBanner() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner />
    </Suspense>
  );
}
