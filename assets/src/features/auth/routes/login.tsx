import { Link } from "react-router-dom";
import { textLink } from "@/components/ui";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { AuthCard } from "../components/auth-card";

export function LoginPage() {
  useDocumentTitle("Login");
  return (
    <AuthCard title="Login">
      <p>Sign-in opens soon.</p>
      <p className="text-sm">
        New to the shop?{" "}
        <Link to="/signup" className={textLink}>
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}

// The router's lazy route takes this module's `Component`.
export { LoginPage as Component };
