import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useLocation, useNavigate } from "react-router-dom";
import { Alert, button, textLink } from "@/components/ui";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { notify } from "@/lib/toast";
import { TextField } from "@/components/ui/text-field";
import {
  AuthCard,
  ButtonSpinner,
  EMAIL_CHANGED_TOAST,
  EMAIL_RESTORED_TOAST,
  ForgotPassword,
  GoogleButton,
  OrDivider,
  continueWithGoogle,
  PASSWORD_CHANGED_TOAST,
  PASSWORD_HINT,
  emailRules,
  logInWithPassword,
  loginReason,
  originFrom,
  passwordRules,
  useAuth,
  useAuthFlow,
  type LoginRedirectState,
} from "@/features/auth";
import { cn } from "@/lib/cn";

export const SIGNED_IN_TOAST = "You are signed in. Welcome back!";

type LoginValues = {
  email: string;
  password: string;
};

export function LoginPage() {
  useDocumentTitle("Login");
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as LoginRedirectState | null;
  const origin = originFrom(state);
  const reason = loginReason(state);
  const flow = useAuthFlow(() => {
    void notify.success(SIGNED_IN_TOAST, { toastId: "signed-in" });
    navigate(origin, { replace: true });
  });
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<LoginValues>({ defaultValues: { email: "", password: "" } });

  const notice = state?.notice;
  useEffect(() => {
    if (notice === "password-changed") void notify.success(PASSWORD_CHANGED_TOAST, { toastId: "password-changed" });
    if (notice === "email-changed") void notify.success(EMAIL_CHANGED_TOAST, { toastId: "email-changed" });
    if (notice === "email-restored") void notify.success(EMAIL_RESTORED_TOAST, { toastId: "email-restored" });
  }, [notice]);

  // Already signed in: straight on, unless sent here to sign in with an admin account, or
  // after an e-mail change, whose sign-out may not have reached this render yet.
  const afterEmailChange = notice === "email-changed" || notice === "email-restored";
  if (user && !flow.busy && !state?.needsAdmin && !afterEmailChange) return <Navigate to={origin} replace />;

  const onSubmit = handleSubmit((values) => flow.run("form", () => logInWithPassword(values.email, values.password)));

  return (
    <AuthCard title="Login">
      {user && state?.needsAdmin ? (
        <p className="rounded-xl bg-ochre-50 px-4 py-3 text-sm text-ink-800">
          You are signed in as <strong>{user.email}</strong>, which is not an admin account. Log in with an admin
          account to open that page.
        </p>
      ) : reason ? (
        <p className="rounded-xl bg-ochre-50 px-4 py-3 text-center text-sm font-medium text-ink-800">{reason}</p>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={flow.busy === "form"}>
        <TextField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register("email", emailRules)}
        />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          hint={PASSWORD_HINT}
          error={errors.password?.message}
          {...register("password", passwordRules)}
        />
        {flow.error ? <Alert>{flow.error}</Alert> : null}
        <button type="submit" disabled={flow.busy !== null} className={cn(button(), "w-full")}>
          {flow.busy === "form" ? <ButtonSpinner /> : null}
          Login
        </button>
        <p role="status" className="sr-only">
          {flow.busy ? "Signing you in…" : ""}
        </p>
      </form>
      <ForgotPassword initialEmail={() => getValues("email")} />
      <p className="text-center text-sm">
        New to Brush &amp; Canvas?{" "}
        <Link
          to="/signup"
          state={state?.from ? ({ from: state.from } satisfies LoginRedirectState) : undefined}
          className={textLink}
        >
          Create new account
        </Link>
      </p>
      <OrDivider />
      <GoogleButton
        busy={flow.busy === "google"}
        disabled={flow.busy !== null}
        onClick={() => void flow.run("google", continueWithGoogle)}
      />
    </AuthCard>
  );
}

// The router's lazy route takes this module's `Component`.
export { LoginPage as Component };
