import { useForm } from "react-hook-form";
import { Link, Navigate, useLocation, useNavigate } from "react-router-dom";
import { Alert, button, textLink } from "@/components/ui";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { notify } from "@/lib/toast";
import { TextField } from "@/components/ui/text-field";
import {
  AuthCard,
  ButtonSpinner,
  GoogleButton,
  OrDivider,
  PASSWORD_HINT,
  continueWithGoogle,
  emailRules,
  nameRules,
  originFrom,
  passwordRules,
  signUpWithPassword,
  useAuth,
  useAuthFlow,
} from "@/features/auth";
import { cn } from "@/lib/cn";

export const SIGNED_UP_TOAST = "Welcome to Brush & Canvas! Your account is ready.";
export const SIGNED_UP_CHECK_EMAIL_TOAST =
  "Welcome to Brush & Canvas! Your account is ready: open the link we e-mailed you to verify your address.";

type SignupValues = {
  name: string;
  email: string;
  password: string;
};

export function SignupPage() {
  useDocumentTitle("Sign Up");
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const flow = useAuthFlow((kind) => {
    const message = kind === "form" ? SIGNED_UP_CHECK_EMAIL_TOAST : SIGNED_UP_TOAST;
    void notify.success(message, { toastId: "signed-up" });
    navigate("/home", { replace: true });
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupValues>({ defaultValues: { name: "", email: "", password: "" } });

  // Already signed in: where the login page would send them.
  if (user && !flow.busy) return <Navigate to={originFrom(location.state)} replace />;

  const onSubmit = handleSubmit((values) =>
    flow.run("form", () => signUpWithPassword(values.name.trim(), values.email, values.password)),
  );

  return (
    <AuthCard title="Sign Up">
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={flow.busy === "form"}>
        <TextField
          id="signup-name"
          label="Name"
          type="text"
          autoComplete="name"
          error={errors.name?.message}
          {...register("name", nameRules)}
        />
        <TextField
          id="signup-email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register("email", emailRules)}
        />
        <TextField
          id="signup-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          error={errors.password?.message}
          {...register("password", passwordRules)}
        />
        {flow.error ? <Alert>{flow.error}</Alert> : null}
        <button type="submit" disabled={flow.busy !== null} className={cn(button(), "w-full")}>
          {flow.busy === "form" ? <ButtonSpinner /> : null}
          Sign Up
        </button>
        <p role="status" className="sr-only">
          {flow.busy ? "Creating your account…" : ""}
        </p>
      </form>
      <p className="text-center text-sm">
        Already have an account?{" "}
        <Link to="/login" className={textLink}>
          Please login
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
export { SignupPage as Component };
