import type { ReactNode } from "react";

type AlertProps = {
  children: ReactNode;
  /** A way out shown under the message, e.g. a "Try again" button. */
  action?: ReactNode;
};

/** A refusal or failure in red, announced to screen readers (role="alert"), where the person is: a form, the card form. */
export function Alert({ children, action }: AlertProps) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
      {action ? (
        <>
          <p>{children}</p>
          <div className="mt-3">{action}</div>
        </>
      ) : (
        children
      )}
    </div>
  );
}
