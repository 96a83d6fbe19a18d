import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, button, textLink } from "@/components/ui";
import { TextField } from "@/components/ui/text-field";
import { sendPasswordResetLink } from "../account";
import { authErrorMessage } from "../auth-errors";
import { emailRules } from "../validation";
import { ButtonSpinner } from "./google-button";
import { cn } from "@/lib/cn";

/** Errors that would tell whether an account exists: answered like a success. */
const SILENT_CODES = new Set(["auth/user-not-found", "auth/invalid-credential"]);

export function resetSentMessage(email: string): string {
  return `If an account exists for ${email}, we have sent it a link to reset the password. Check your inbox (and the spam folder).`;
}

type ForgotPasswordProps = {
  /** The e-mail already typed in the sign-in form, to start with. */
  initialEmail?: () => string;
};

/** "Forgot password?" on the login page: reveals a small form that sends Firebase's reset e-mail. */
export function ForgotPassword({ initialEmail }: ForgotPasswordProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: "" } });
  const { ref: registerRef, ...emailField } = register("email", emailRules);

  const toggle = () => {
    const opening = !open;
    setOpen(opening);
    if (!opening) return;
    setSentTo(null);
    setError(null);
    setValue("email", initialEmail?.() ?? "");
    setTimeout(() => emailInput.current?.focus(), 0);
  };

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    setSentTo(null);
    const address = email.trim();
    try {
      await sendPasswordResetLink(address);
    } catch (caught) {
      const code = (caught as { code?: unknown } | null)?.code;
      if (typeof code !== "string" || !SILENT_CODES.has(code)) {
        setError(authErrorMessage(caught));
        return;
      }
    }
    setSentTo(address);
  });

  return (
    <div>
      <button type="button" aria-expanded={open} aria-controls={panelId} onClick={toggle} className={textLink}>
        Forgot password?
      </button>
      <div id={panelId} hidden={!open} className="mt-4">
        {open ? (
          <form
            noValidate
            onSubmit={onSubmit}
            aria-label="Reset your password"
            className="space-y-3 rounded-2xl border border-ink-200 bg-ochre-50/60 p-4"
          >
            <p className="text-sm">Type your account&apos;s email: we will send you a link to choose a new password.</p>
            <TextField
              id="reset-email"
              label="Email for the reset link"
              type="email"
              autoComplete="email"
              inputMode="email"
              error={errors.email?.message}
              ref={(element) => {
                registerRef(element);
                emailInput.current = element;
              }}
              {...emailField}
            />
            {error ? <Alert>{error}</Alert> : null}
            <button type="submit" disabled={isSubmitting} className={cn(button("secondary"), "w-full")}>
              {isSubmitting ? <ButtonSpinner /> : null}
              Send reset link
            </button>
            <p role="status" className="text-sm font-medium text-sage-800">
              {sentTo ? resetSentMessage(sentTo) : ""}
            </p>
          </form>
        ) : null}
      </div>
    </div>
  );
}
