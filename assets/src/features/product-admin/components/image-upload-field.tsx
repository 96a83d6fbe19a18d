import { useEffect, useId, useRef } from "react";
import { button } from "@/components/ui";
import { TextField } from "@/components/ui/text-field";
import { useImagePreview, type ImageValue } from "../image-value";
import { cn } from "@/lib/cn";

export const fileInputClass =
  "file:mr-3 file:rounded-full file:border-0 file:bg-ochre-100 file:px-3 file:py-1 file:font-semibold file:text-ink-900";

export const IMAGE_HINT = "JPEG, PNG or WebP, up to 5 MB.";

/** react-hook-form's `field.ref`: the field's input, for it to focus. */
export type InputRef = (element: HTMLInputElement | null) => void;

/** "Uploading…" over an image while its file is on its way. */
export function UploadingVeil({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <span className="absolute inset-0 flex items-center justify-center rounded-2xl bg-white/75 text-xs font-semibold text-ink-900">
      Uploading…
    </span>
  );
}

type ImageUploadFieldProps = {
  label: string;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  onBlur?: () => void;
  ref?: InputRef;
  /** The input's name (the form finds the field with an error by it). */
  name?: string;
  error?: string;
  required?: boolean;
  /** The image saved with the product (editing): shown until a new file replaces it, and a way back to it. */
  saved?: string;
  /** This field's file is being uploaded now. */
  uploading?: boolean;
};

/**
 * One image of a product: a file input with a preview of the chosen file (or of the saved
 * image). The file is uploaded when the form is saved (POST /api/images), not here.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  onBlur,
  ref,
  name,
  error,
  required,
  saved,
  uploading = false,
}: ImageUploadFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const setInput = (element: HTMLInputElement | null) => {
    input.current = element;
    ref?.(element);
  };
  const preview = useImagePreview(value);
  const chosen = value instanceof File;

  // The input holds a file only while one is chosen: a reset, or going back to the saved image, empties it.
  useEffect(() => {
    if (!chosen && input.current) input.current.value = "";
  }, [chosen]);

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <TextField
          id={id}
          ref={setInput}
          name={name}
          label={label}
          type="file"
          accept="image/*"
          required={required}
          hint={saved ? `${IMAGE_HINT} Choose a file to replace the current image.` : IMAGE_HINT}
          error={error}
          className={fileInputClass}
          onChange={(event) => onChange(event.target.files?.[0] ?? saved ?? null)}
          onBlur={onBlur}
        />
        {chosen && saved ? (
          <button type="button" onClick={() => onChange(saved)} className={cn(button("secondary", "xs"), "mt-3")}>
            Keep the current image
          </button>
        ) : null}
      </div>
      {preview ? (
        <figure className="w-28 shrink-0">
          <span className="relative block">
            <img
              src={preview}
              alt={chosen ? "Preview of the chosen image" : "The current image"}
              width={112}
              height={112}
              className="size-28 rounded-2xl border border-ink-200 object-cover"
            />
            <UploadingVeil show={uploading} />
          </span>
          <figcaption className="mt-1 text-center text-xs text-ink-600">
            {chosen ? "New image" : "Current image"}
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
