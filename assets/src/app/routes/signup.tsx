import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useLocation, useNavigate } from "react-router-dom";
import { Alert, button, textLink } from "@/components/ui";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { notify } from "@/lib/toast";
import { TextField } from "@/components/ui/text-field";
import { useTool } from "@/features/catalogue";
import { usePainting } from "@/features/paintings";
import {
  AuthCard,
  ButtonSpinner,
  EMAIL_TAKEN_MESSAGE,
  GoogleButton,
  OrDivider,
  PASSWORD_HINT,
  WelcomeToast,
  emailRules,
  nameRules,
  originFrom,
  passwordRules,
  signUpWithGoogle,
  signUpWithPassword,
  useAuth,
  useAuthFlow,
  type LoginRedirectState,
  type SignUpProgress,
} from "@/features/auth";
import { cn } from "@/lib/cn";

export const SIGNED_UP_TOAST = "Welcome to Brush & Canvas! Your account is ready.";
export const SIGNED_UP_CHECK_EMAIL_TOAST =
  "Welcome to Brush & Canvas! Your account is ready: open the link we e-mailed you to verify your address.";
export const SIGN_IN_INSTEAD = "Sign in instead";

/** The one sentence shown while the shop asks the new account to wait. */
export function waitSentence(seconds: number): string {
  return `Almost there: finishing your sign-up in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`;
}

const PAINTING_PATH = /^\/paintings\/(\d{1,18})(?:\/buy)?\/?$/;
const TOOL_PATH = /^\/purchase\/(\d{1,18})\/?$/;

/** "Continue with <its title>" when the visitor came from a painting or a tool, else undefined. */
function useWayBack(origin: string): { to: string; label: string } | undefined {
  const pathname = origin.split(/[?#]/)[0];
  const paintingId = PAINTING_PATH.exec(pathname)?.[1];
  const toolId = TOOL_PATH.exec(pathname)?.[1];
  const painting = usePainting(paintingId);
  const tool = useTool(toolId);
  if (paintingId) return { to: origin, label: `Continue with ${painting.data?.title ?? "the painting"}` };
  if (toolId) return { to: origin, label: `Continue with ${tool.data?.name ?? "the tool"}` };
  return undefined;
}

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
  const from = (location.state as LoginRedirectState | null)?.from;
  const origin = originFrom(location.state);
  const wayBack = useWayBack(origin);
  const [accountMade, setAccountMade] = useState(false);
  const [wait, setWait] = useState<{ left: number; began: number } | null>(null);
  const flow = useAuthFlow((kind) => {
    const message = kind === "form" ? SIGNED_UP_CHECK_EMAIL_TOAST : SIGNED_UP_TOAST;
    // Below the page's top, where the verification banner's buttons are; with a way back, until closed.
    void notify.success(wayBack ? <WelcomeToast message={message} next={wayBack} /> : message, {
      toastId: "signed-up",
      position: "bottom-right",
      autoClose: wayBack ? false : 5000,
    });
    navigate("/home", { replace: true });
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupValues>({ defaultValues: { name: "", email: "", password: "" } });

  // Already signed in: where the login page would send them, in place of this address.
  if (user && !flow.busy) return <Navigate to={origin} replace />;

  const progress: SignUpProgress = {
    accountMade: () => setAccountMade(true),
    waiting: (left) => setWait((now) => (left === null ? null : { left, began: now?.began ?? left })),
  };
  const start = (kind: "form" | "google", signUp: () => Promise<unknown>) => {
    setAccountMade(false);
    void flow.run(kind, signUp);
  };
  const onSubmit = handleSubmit((values) =>
    start("form", () => signUpWithPassword(values.name.trim(), values.email, values.password, progress)),
  );
  const loginState = from ? ({ from } satisfies LoginRedirectState) : undefined;
  const signInInstead = flow.error && (flow.error === EMAIL_TAKEN_MESSAGE || accountMade);

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
        {flow.error ? (
          <Alert
            action={
              signInInstead ? (
                <Link to="/login" state={loginState} className={textLink}>
                  {SIGN_IN_INSTEAD}
                </Link>
              ) : undefined
            }
          >
            {flow.error}
          </Alert>
        ) : null}
        {wait ? (
          <p aria-hidden="true" className="rounded-xl bg-ochre-50 px-4 py-3 text-sm font-medium text-ink-800">
            {waitSentence(wait.left)}
          </p>
        ) : null}
        <button type="submit" disabled={flow.busy !== null} className={cn(button(), "w-full")}>
          {flow.busy === "form" ? <ButtonSpinner /> : null}
          Sign Up
        </button>
        <p role="status" className="sr-only">
          {/* Said once when the wait begins: the countdown above changes every second. */}
          {wait ? waitSentence(wait.began) : flow.busy ? "Creating your account…" : ""}
        </p>
      </form>
      <p className="text-center text-sm">
        Already have an account?{" "}
        <Link to="/login" state={loginState} className={textLink}>
          Please login
        </Link>
      </p>
      <OrDivider />
      <GoogleButton
        busy={flow.busy === "google"}
        disabled={flow.busy !== null}
        onClick={() => start("google", () => signUpWithGoogle(progress))}
      />
    </AuthCard>
  );
}

// The router's lazy route takes this module's `Component`.
export { SignupPage as Component };
