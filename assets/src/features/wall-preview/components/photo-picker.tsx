import { useState, type ChangeEvent, type DragEvent } from "react";
import { Alert, button } from "@/components/ui";
import { cn } from "@/lib/cn";

type PhotoPickerProps = {
  onPick: (file: File) => void;
  busy: boolean;
  error: string | null;
  /** Focus "Choose a photo" when shown (the customer came back from a photo to pick another). */
  focusOnMount?: boolean;
};

/** A file input hidden inside its button-looking label: the label is what people see and press. */
const hiddenInput = "peer sr-only";
const inputFocus =
  "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ultramarine-600 has-disabled:cursor-not-allowed has-disabled:opacity-60 cursor-pointer";

/**
 * Step one: take a photo of the wall (the phone's camera) or choose one, or drop one here
 * on a computer. The file is read in the browser only.
 */
export function PhotoPicker({ onPick, busy, error, focusOnMount = false }: PhotoPickerProps) {
  const [dragOver, setDragOver] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Picking the same file again must fire "change" again.
    event.target.value = "";
    if (file) onPick(file);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onPick(file);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={onDrop}
      className={`mt-6 rounded-3xl border-2 border-dashed px-5 py-8 text-center sm:px-10 sm:py-12 ${dragOver ? "border-terracotta-700 bg-terracotta-50" : "border-ink-300 bg-white/70"}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 48 48"
        className="mx-auto size-12 text-terracotta-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      >
        <rect x="6" y="8" width="36" height="30" rx="3" />
        <rect x="15" y="14" width="18" height="14" rx="1" />
        <path d="M6 42h36" strokeLinecap="round" />
      </svg>
      <p className="mt-3 font-semibold text-ink-950">Start with a photo of your wall</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-ink-700">
        Stand square to the wall and include something you know the size of: a door, a tile, or an A4 sheet taped to the
        wall.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <label className={cn(button(), inputFocus)}>
          <input
            type="file"
            accept="image/*"
            capture="environment"
            disabled={busy}
            onChange={onChange}
            className={hiddenInput}
          />
          <CameraIcon />
          Take a photo
        </label>
        <label className={cn(button("secondary"), inputFocus)}>
          <input
            type="file"
            accept="image/*"
            disabled={busy}
            onChange={onChange}
            className={hiddenInput}
            autoFocus={focusOnMount}
          />
          Choose a photo
        </label>
      </div>
      <p className="mt-5 inline-flex items-center gap-1.5 text-sm text-ink-700">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 text-sage-700"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <rect x="4" y="9" width="12" height="8" rx="1.5" />
          <path d="M7 9V6.5a3 3 0 0 1 6 0V9" />
        </svg>
        Your photo stays on this device.
      </p>
      <p role="status" className="mt-4 flex items-center justify-center gap-2 text-sm text-ink-700 empty:hidden">
        {busy ? (
          <>
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-ochre-200 border-t-terracotta-700 motion-reduce:animate-none"
            />
            Opening your photo…
          </>
        ) : null}
      </p>
      {error ? (
        <div className="mx-auto mt-4 max-w-md text-left">
          <Alert>{error}</Alert>
        </div>
      ) : null}
    </div>
  );
}

function CameraIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M3 7h3l1.5-2h5L14 7h3v9H3z" />
      <circle cx="10" cy="11" r="2.75" />
    </svg>
  );
}
