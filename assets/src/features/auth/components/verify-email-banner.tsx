import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { button } from "@/components/ui";
import { meKeys } from "@/lib/query-keys";
import { notify } from "@/lib/toast";
import { refreshAccount, resendVerificationEmail } from "../account";
import { useFirebaseAccount } from "../api/use-firebase-account";
import { useAuth } from "../auth-context";
import { authErrorMessage } from "../auth-errors";
import { cn } from "@/lib/cn";

export const VERIFY_BANNER_TEXT =
  "Please verify your email address: open the link we sent you. You can pay for your orders once it is verified.";
export const RESENT_MESSAGE = "We've sent you a new link. Check your inbox (and the spam folder).";
export const RATE_LIMITED_MESSAGE =
  "We've already sent you several e-mails. Please wait a few minutes before asking for another one.";
export const NOT_VERIFIED_YET = "Your address is not verified yet. Open the link in the e-mail, then try again.";
export const VERIFIED_MESSAGE = "Thank you, your email address is verified.";

type Busy = "resend" | "check" | null;

/** For signed-in e-mail/password users whose address is not verified yet (the default export is lazily loaded). */
export default function VerifyEmailBanner() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const account = useFirebaseAccount();
  const [busy, setBusy] = useState<Busy>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  if (!user || !account.data || !account.data.hasPassword || account.data.emailVerified) return null;

  async function run(kind: Exclude<Busy, null>, action: () => Promise<string>) {
    setBusy(kind);
    setMessage(null);
    try {
      setMessage({ text: await action(), error: false });
    } catch (caught) {
      const code = (caught as { code?: unknown } | null)?.code;
      setMessage({
        text: code === "auth/too-many-requests" ? RATE_LIMITED_MESSAGE : authErrorMessage(caught),
        error: true,
      });
    } finally {
      setBusy(null);
    }
  }

  const resend = () =>
    run("resend", async () => {
      await resendVerificationEmail();
      return RESENT_MESSAGE;
    });

  const check = () =>
    run("check", async () => {
      const verified = await refreshAccount();
      if (!verified) return NOT_VERIFIED_YET;
      void notify.success(VERIFIED_MESSAGE, { toastId: "email-verified" });
      await queryClient.invalidateQueries({ queryKey: meKeys.all });
      return VERIFIED_MESSAGE;
    });

  return (
    <section
      aria-label="Email verification"
      className="border-b border-ochre-200 bg-ochre-50 px-4 py-3 text-sm text-ink-900"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p>{VERIFY_BANNER_TEXT}</p>
        <div className="flex shrink-0 flex-wrap gap-2">
          <button
            type="button"
            onClick={() => void resend()}
            disabled={busy !== null}
            className={cn(button("secondary", "xs"), "disabled:opacity-60")}
          >
            {busy === "resend" ? "Sending…" : "Resend"}
          </button>
          <button
            type="button"
            onClick={() => void check()}
            disabled={busy !== null}
            className={cn(button("secondary", "xs"), "disabled:opacity-60")}
          >
            {busy === "check" ? "Checking…" : "I've verified it"}
          </button>
        </div>
      </div>
      <p
        role={message?.error ? "alert" : "status"}
        className={`mx-auto mt-2 max-w-7xl font-medium empty:hidden ${message?.error ? "text-red-700" : "text-sage-800"}`}
      >
        {message?.text ?? ""}
      </p>
    </section>
  );
}
