import { useRef, useState } from "react";
import { Alert } from "@/components/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/text-field";
import { errorMessage, isApiError } from "@/lib/api-client";
import { deleteMe } from "../api/me";

export const CONFIRM_MESSAGE = "Type your email address to confirm.";

const dangerOutline =
  "inline-flex items-center justify-center rounded-full border border-red-700 px-5 py-2.5 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ultramarine-600";

type DeleteAccountProps = {
  email: string;
  /** After the server deleted the account: end the session. */
  onDeleted: () => Promise<void> | void;
};

/** "Delete my account": confirmed by typing the account's e-mail (DELETE /api/me). */
export function DeleteAccount({ email, onDeleted }: DeleteAccountProps) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const close = () => {
    setOpen(false);
    setTyped("");
    setFieldError(null);
    setError(null);
  };

  const refuseConfirmation = (message: string) => {
    setFieldError(message);
    input.current?.focus();
  };

  const confirm = async () => {
    if (busy) return;
    const confirmation = typed.trim();
    if (confirmation.toLowerCase() !== email.toLowerCase()) return refuseConfirmation(CONFIRM_MESSAGE);
    setBusy(true);
    setFieldError(null);
    setError(null);
    try {
      await deleteMe(confirmation);
    } catch (caught) {
      setBusy(false);
      const confirmMessage = isApiError(caught) ? caught.fields.confirm?.[0] : undefined;
      if (confirmMessage) refuseConfirmation(confirmMessage);
      else setError(errorMessage(caught));
      return;
    }
    await onDeleted();
  };

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={dangerOutline}>
        Delete my account
      </button>
      <ConfirmDialog
        open={open}
        title="Delete your account?"
        confirmLabel="Delete my account"
        cancelLabel="Keep my account"
        busy={busy}
        busyLabel="Deleting your account…"
        onCancel={close}
        onConfirm={() => void confirm()}
        description={
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
            className="space-y-4"
          >
            <p>
              Your name, addresses and reviews are erased and you can no longer sign in. Your orders stay in the
              shop&apos;s books without your details. This cannot be undone.
            </p>
            <TextField
              ref={input}
              label={`Type ${email} to confirm`}
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              error={fieldError ?? undefined}
              disabled={busy}
            />
            {error ? <Alert>{error}</Alert> : null}
          </form>
        }
      />
    </>
  );
}
