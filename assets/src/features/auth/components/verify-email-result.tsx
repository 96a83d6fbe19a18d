import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { Alert, Spinner, button, textLink } from "@/components/ui";
import { meKeys } from "@/lib/query-keys";
import { refreshAccount } from "../account";
import { useAuth } from "../auth-context";
import { authErrorMessage } from "../auth-errors";
import { loadFirebase } from "../load-firebase";

export const EMAIL_VERIFIED_MESSAGE = "Your email address is verified. Thank you!";
export const VERIFY_LINK_FAILED =
  "This link has expired or has already been used. If your address is not verified yet, sign in and send a new link from the banner at the top of the page.";

const EXPIRED_CODES = new Set(["auth/expired-action-code", "auth/invalid-action-code"]);

/** The verify-email link's page: applies its code; a signed-in user's session learns it at once. */
export function VerifyEmailResult({ code }: { code: string }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const signedIn = user !== null;
  const apply = useQuery({
    queryKey: ["auth-action", "verifyEmail", code],
    queryFn: async () => {
      await (await loadFirebase()).applyEmailCode(code);
      if (signedIn) {
        // The server reads the verified flag at the token exchange.
        await refreshAccount().catch(() => false);
        await queryClient.invalidateQueries({ queryKey: meKeys.all });
      }
      return true;
    },
    retry: false,
    staleTime: Infinity,
  });

  if (apply.isPending) return <Spinner label="Verifying your email address…" />;
  if (apply.isError) {
    const code = (apply.error as { code?: unknown } | null)?.code;
    const message =
      typeof code === "string" && EXPIRED_CODES.has(code) ? VERIFY_LINK_FAILED : authErrorMessage(apply.error);
    return (
      <div className="space-y-4">
        <Alert>{message}</Alert>
        <p className="text-sm">
          <Link to={signedIn ? "/home" : "/login"} className={textLink}>
            {signedIn ? "Back to the shop" : "Go to the login page"}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-4 text-center">
      <p role="status" className="font-medium text-sage-800">
        {EMAIL_VERIFIED_MESSAGE}
      </p>
      <Link to={signedIn ? "/dashboard/myprofile" : "/login"} className={button()}>
        {signedIn ? "Go to my profile" : "Sign in"}
      </Link>
    </div>
  );
}
