import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router-dom";
import { Alert, Spinner, button, textLink } from "@/components/ui";
import { TextField } from "@/components/ui/text-field";
import { authErrorMessage } from "../auth-errors";
import { loadFirebase } from "../load-firebase";
import type { LoginRedirectState } from "../types";
import { PASSWORD_HINT, passwordRules } from "../validation";
import { ButtonSpinner } from "./google-button";
import { cn } from "@/lib/cn";

export const PASSWORD_CHANGED_TOAST = "Your password has been changed. Sign in with your new password.";
export const PASSWORDS_DIFFER = "The two passwords are not the same";

type ResetValues = { password: string; confirm: string };

/** The reset link's page: checks its code, then takes the new password (twice). */
export function ResetPasswordForm({ code }: { code: string }) {
  const navigate = useNavigate();
  const check = useQuery({
    queryKey: ["auth-action", "resetPassword", code],
    queryFn: async () => (await loadFirebase()).checkPasswordResetCode(code),
    retry: false,
    staleTime: Infinity,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({ defaultValues: { password: "", confirm: "" } });

  if (check.isPending) return <Spinner label="Checking your link…" />;
  if (check.isError) {
    return (
      <div className="space-y-4">
        <Alert>{authErrorMessage(check.error)}</Alert>
        <p className="text-sm">
          <Link to="/login" className={textLink}>
            Ask for a new link on the login page
          </Link>
        </p>
      </div>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await (await loadFirebase()).resetPassword(code, password);
    } catch (caught) {
      setError("root.server", { message: authErrorMessage(caught) });
      return;
    }
    // The login page says so (with a toast): it may load again on arrival.
    navigate("/login", { replace: true, state: { notice: "password-changed" } satisfies LoginRedirectState });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={isSubmitting}>
      <p className="text-sm">
        Choose a new password for <strong className="break-all">{check.data}</strong>.
      </p>
      <TextField
        id="reset-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...register("password", passwordRules)}
      />
      <TextField
        id="reset-confirm"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register("confirm", {
          required: "Type the new password again",
          validate: (value, values) => value === values.password || PASSWORDS_DIFFER,
        })}
      />
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <button type="submit" disabled={isSubmitting} className={cn(button(), "w-full")}>
        {isSubmitting ? <ButtonSpinner /> : null}
        Save new password
      </button>
    </form>
  );
}
