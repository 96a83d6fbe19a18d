import { useState } from "react";
import { Alert, button } from "@/components/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/lib/api-client";
import { signOutEverywhere } from "../api/me";

type SignOutEverywhereProps = {
  /** After the server ended every session: end this one here too. */
  onSignedOut: () => Promise<void> | void;
};

/** "Sign out everywhere": ends the account's sessions on every device, this one included. */
export function SignOutEverywhere({ onSignedOut }: SignOutEverywhereProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setError(null);
  };

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await signOutEverywhere();
    } catch (caught) {
      setBusy(false);
      setError(errorMessage(caught));
      return;
    }
    await onSignedOut();
  };

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={button("secondary")}>
        Sign out everywhere
      </button>
      <ConfirmDialog
        open={open}
        title="Sign out everywhere?"
        confirmLabel="Sign out everywhere"
        cancelLabel="Stay signed in"
        busy={busy}
        busyLabel="Signing you out…"
        onCancel={close}
        onConfirm={() => void confirm()}
        description={
          <div className="space-y-4">
            <p>
              Every device signed in to your account is signed out, this one too. Anyone using your account elsewhere
              loses access at once.
            </p>
            {error ? <Alert>{error}</Alert> : null}
          </div>
        }
      />
    </>
  );
}
