import { Link } from "react-router-dom";
import { textLink } from "@/components/ui";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { AuthCard } from "../components/auth-card";

export function SignupPage() {
  useDocumentTitle("Sign Up");
  return (
    <AuthCard title="Sign Up">
      <p>Sign-in opens soon.</p>
      <p className="text-sm">
        Already have an account?{" "}
        <Link to="/login" className={textLink}>
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}

// The router's lazy route takes this module's `Component`.
export { SignupPage as Component };
