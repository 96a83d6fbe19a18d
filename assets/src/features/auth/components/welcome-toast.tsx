import { Link } from "react-router-dom";
import { textLink } from "@/components/ui";

type WelcomeToastProps = {
  message: string;
  /** Where the new customer was before signing up (a painting, a tool), and what to call the link. */
  next: { to: string; label: string };
  /** Given by react-toastify to a toast's own component. */
  closeToast?: () => void;
};

/** The sign-up's welcome with the way back to what the visitor was buying. */
export function WelcomeToast({ message, next, closeToast }: WelcomeToastProps) {
  return (
    <div className="space-y-2">
      <p>{message}</p>
      <p>
        <Link to={next.to} onClick={() => closeToast?.()} className={textLink}>
          {next.label}
        </Link>
      </p>
    </div>
  );
}
