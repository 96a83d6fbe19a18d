import { useForm } from "react-hook-form";
import { Alert, button } from "@/components/ui";
import { TextField } from "@/components/ui/text-field";
import { changePassword } from "../account";
import { authErrorMessage } from "../auth-errors";
import { PASSWORD_HINT, passwordRules } from "../validation";
import { notify } from "@/lib/toast";
import { PASSWORDS_DIFFER } from "./reset-password-form";

export const PASSWORD_CHANGED = "Your password has been changed.";
export const WRONG_CURRENT_PASSWORD = "Your current password is not right.";

/** Firebase's answers to a wrong current password (they differ with e-mail privacy on). */
export const WRONG_PASSWORD_CODES = new Set([
  "auth/wrong-password",
  "auth/invalid-credential",
  "auth/invalid-login-credentials",
]);

type PasswordValues = { current: string; password: string; confirm: string };

const EMPTY: PasswordValues = { current: "", password: "", confirm: "" };

/** For e-mail/password accounts: Firebase checks the current password again, then sets the new one. */
export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ current, password }) => {
    try {
      await changePassword(current, password);
    } catch (caught) {
      const code = (caught as { code?: unknown } | null)?.code;
      if (typeof code === "string" && WRONG_PASSWORD_CODES.has(code)) {
        setError("current", { type: "server", message: WRONG_CURRENT_PASSWORD }, { shouldFocus: true });
      } else if (code === "auth/weak-password") {
        setError("password", { type: "server", message: authErrorMessage(caught) }, { shouldFocus: true });
      } else {
        setError("root.server", { type: "server", message: authErrorMessage(caught) });
      }
      return;
    }
    reset(EMPTY);
    void notify.success(PASSWORD_CHANGED, { toastId: "password-changed" });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={isSubmitting}>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.current?.message}
        {...register("current", { required: "Password is required" })}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...register("password", passwordRules)}
      />
      <TextField
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
      <button type="submit" disabled={isSubmitting} className={button()}>
        {isSubmitting ? "Changing…" : "Change password"}
      </button>
    </form>
  );
}
