import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Alert, Spinner, textLink } from "@/components/ui";
import { useAuth } from "../auth-context";
import { authErrorMessage } from "../auth-errors";
import { loadFirebase } from "../load-firebase";
import type { LoginRedirectState } from "../types";

export const EMAIL_CHANGED_TOAST = "Your email address has been changed. Sign in with your new address.";
export const EMAIL_RESTORED_TOAST =
  "Your email address is back to the one you had before. If you did not ask for the change, change your password now.";

export type EmailChangeMode = "verifyAndChangeEmail" | "recoverEmail";

/**
 * The page of the link Firebase e-mails to a new address (verifyAndChangeEmail) or to the old
 * one after a change (recoverEmail): applies its code once, signs this browser out (Firebase
 * ends the account's sessions on an e-mail change) and sends the person to sign in, where the
 * login page says what happened. The server takes the new address at that sign-in.
 */
export function EmailChangeResult({ code, mode }: { code: string; mode: EmailChangeMode }) {
  const { user, loading, signOut } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const started = useRef(false);

  useEffect(() => {
    if (loading || started.current) return;
    started.current = true;
    const signedIn = user !== null;
    void (async () => {
      try {
        await (await loadFirebase()).applyEmailCode(code);
      } catch (caught) {
        setFailure(caught ?? new Error("The link could not be opened."));
        return;
      }
      if (signedIn) await signOut({ quiet: true }).catch(() => undefined);
      const notice = mode === "verifyAndChangeEmail" ? "email-changed" : "email-restored";
      navigate("/login", { replace: true, state: { notice } satisfies LoginRedirectState });
    })();
  }, [loading, user, code, mode, signOut, navigate]);

  if (!failure) return <Spinner label="Updating your email address…" />;
  return (
    <div className="space-y-4">
      <Alert>{authErrorMessage(failure)}</Alert>
      <p className="text-sm">
        <Link to="/login" className={textLink}>
          Go to the login page
        </Link>
      </p>
    </div>
  );
}
