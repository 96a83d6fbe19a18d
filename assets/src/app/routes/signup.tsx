import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router-dom";
import { Alert, buttonPrimary, textLink } from "@/components/ui";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { TextField } from "@/components/ui/text-field";
import {
  AuthCard,
  ButtonSpinner,
  GoogleButton,
  OrDivider,
  continueWithGoogle,
  emailRules,
  nameRules,
  passwordRules,
  signUpWithPassword,
  useAuthFlow,
} from "@/features/auth";

type SignupValues = {
  name: string;
  email: string;
  password: string;
};

export function SignupPage() {
  useDocumentTitle("Sign Up");
  const navigate = useNavigate();
  const flow = useAuthFlow(() => navigate("/home", { replace: true }));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupValues>({ defaultValues: { name: "", email: "", password: "" } });

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
          error={errors.password?.message}
          {...register("password", passwordRules)}
        />
        {flow.error ? <Alert>{flow.error}</Alert> : null}
        <button type="submit" disabled={flow.busy !== null} className={`${buttonPrimary} w-full`}>
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
