import { Link, useLocation } from "react-router-dom";
import { Alert, textLink } from "@/components/ui";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { AuthCard, EmailChangeResult, ResetPasswordForm, VerifyEmailResult } from "@/features/auth";

export const UNKNOWN_LINK = "We can't open this link. Please use the newest link we e-mailed you.";

/**
 * The shop's own page for the links in Firebase's e-mails (a "custom email action
 * handler"): /auth/action?mode=resetPassword|verifyEmail|verifyAndChangeEmail|recoverEmail&oobCode=...
 */
export function AuthActionPage() {
  // Not useSearchParams: Home's vendor chunk would carry it (see hooks/use-query-string).
  const params = new URLSearchParams(useLocation().search);
  const mode = params.get("mode");
  const code = params.get("oobCode") ?? "";
  const title =
    mode === "resetPassword"
      ? "Reset your password"
      : mode === "verifyEmail"
        ? "Verify your email"
        : mode === "verifyAndChangeEmail" || mode === "recoverEmail"
          ? "Change your email"
          : "Account";
  useDocumentTitle(title);

  let body;
  if (code && mode === "resetPassword") body = <ResetPasswordForm code={code} />;
  else if (code && mode === "verifyEmail") body = <VerifyEmailResult code={code} />;
  else if (code && (mode === "verifyAndChangeEmail" || mode === "recoverEmail"))
    body = <EmailChangeResult code={code} mode={mode} />;
  else
    body = (
      <div className="space-y-4">
        <Alert>{UNKNOWN_LINK}</Alert>
        <Link to="/login" className={textLink}>
          Go to the login page
        </Link>
      </div>
    );
  return <AuthCard title={title}>{body}</AuthCard>;
}

// The router's lazy route takes this module's `Component`.
export { AuthActionPage as Component };
