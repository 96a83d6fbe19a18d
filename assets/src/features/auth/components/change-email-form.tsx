import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, button } from "@/components/ui";
import { TextField } from "@/components/ui/text-field";
import { requestEmailChange } from "../account";
import { authErrorMessage } from "../auth-errors";
import { emailRules } from "../validation";
import { WRONG_CURRENT_PASSWORD, WRONG_PASSWORD_CODES } from "./change-password-form";

export const SAME_EMAIL = "This is your email address already.";
export const EMAIL_TAKEN = "This email belongs to another account.";

export function emailChangeSent(email: string): string {
  return `We sent a link to ${email}. Your email changes when you open it; until then, sign in with your current one.`;
}

type EmailValues = { email: string; current: string };

const EMPTY: EmailValues = { email: "", current: "" };

/**
 * For e-mail/password accounts: Firebase checks the current password, then e-mails a link to
 * the new address. The shop's account follows at the next sign-in with the new address.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EmailValues>({ defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ email, current }) => {
    const address = email.trim().toLowerCase();
    setSentTo(null);
    try {
      await requestEmailChange(current, address);
    } catch (caught) {
      const code = (caught as { code?: unknown } | null)?.code;
      if (typeof code === "string" && WRONG_PASSWORD_CODES.has(code)) {
        setError("current", { type: "server", message: WRONG_CURRENT_PASSWORD }, { shouldFocus: true });
      } else if (code === "auth/email-already-in-use") {
        setError("email", { type: "server", message: EMAIL_TAKEN }, { shouldFocus: true });
      } else if (code === "auth/invalid-email" || code === "auth/invalid-new-email") {
        setError(
          "email",
          { type: "server", message: authErrorMessage({ code: "auth/invalid-email" }) },
          { shouldFocus: true },
        );
      } else {
        setError("root.server", { type: "server", message: authErrorMessage(caught) });
      }
      return;
    }
    reset(EMPTY);
    setSentTo(address);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-busy={isSubmitting}>
      <TextField
        label="New email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register("email", {
          ...emailRules,
          validate: (value) => value.trim().toLowerCase() !== currentEmail.toLowerCase() || SAME_EMAIL,
        })}
      />
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        error={errors.current?.message}
        {...register("current", { required: "Password is required" })}
      />
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <p role="status" className="text-sm font-medium text-sage-800 empty:hidden">
        {sentTo ? emailChangeSent(sentTo) : ""}
      </p>
      <button type="submit" disabled={isSubmitting} className={button()}>
        {isSubmitting ? "Sending…" : "Change email"}
      </button>
    </form>
  );
}
