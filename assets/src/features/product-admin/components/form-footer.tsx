import { Alert, button } from "@/components/ui";
import { cn } from "@/lib/cn";

/** The frame of the product forms. */
export const productFormClass =
  "max-w-2xl space-y-5 rounded-3xl border border-ink-200 bg-white/80 p-4 shadow-sm sm:p-6";

type FormFooterProps = {
  /** A refusal that belongs to no field. */
  serverError?: string;
  busy: boolean;
  label: string;
  busyLabel: string;
  /** What a screen reader hears while the form is busy. */
  busyStatus: string;
};

/** The end of a product form: a refusal no field owns, the submit button (disabled while saving), a status for screen readers. */
export function FormFooter({ serverError, busy, label, busyLabel, busyStatus }: FormFooterProps) {
  return (
    <>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <button type="submit" disabled={busy} className={cn(button(), "w-full sm:w-auto")}>
        {busy ? busyLabel : label}
      </button>
      <p role="status" className="sr-only">
        {busy ? busyStatus : ""}
      </p>
    </>
  );
}
