import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { trapTab, useModalFocus } from "./modal-focus";
import { button } from "./styles";
import { cn } from "@/lib/cn";

type ConfirmDialogProps = {
  /** Shown while true; the dialog mounts (and takes focus) when it opens. */
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Closes without doing anything: the cancel button, Escape, or a click outside. */
  onCancel: () => void;
  /** The confirmed action is under way: buttons are disabled and the dialog stays. */
  busy?: boolean;
  busyLabel?: string;
  /** Where focus goes on close if the element that opened the dialog is gone. */
  fallbackFocus?: () => HTMLElement | null;
};

const dangerButton = button("danger");

/**
 * A small modal that asks before something that cannot be undone. role="dialog" with
 * aria-modal; focus moves to the safe choice, stays inside while open (Tab wraps) and
 * goes back to where it was on close; Escape closes.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return createPortal(<DialogBody {...props} />, document.body);
}

function DialogBody({
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  busyLabel,
  fallbackFocus,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useModalFocus(cancelRef, fallbackFocus);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    trapTab(event, dialogRef.current);
  };

  return (
    <div
      className="fixed inset-0 z-[80] flex items-end justify-center bg-ink-950/50 p-4 sm:items-center"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="w-full max-w-md rounded-3xl border border-ink-200 bg-white p-6 shadow-2xl outline-none"
      >
        <h2 id={titleId} className="font-serif text-2xl font-bold text-ink-950">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="mt-2 text-ink-700">
            {description}
          </div>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            ref={cancelRef}
            type="button"
            onClick={onCancel}
            disabled={busy}
            className={cn(button("secondary"), "disabled:cursor-not-allowed disabled:opacity-60")}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
            className={dangerButton}
          >
            {confirmLabel}
          </button>
        </div>
        <p role="status" className="sr-only">
          {busy && busyLabel ? busyLabel : ""}
        </p>
      </div>
    </div>
  );
}
