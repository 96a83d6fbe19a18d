import { useId, useRef } from "react";
import { TextField } from "@/components/ui/text-field";
import { focusRing } from "@/components/ui";
import { useImagePreview } from "../image-value";
import { IMAGE_HINT, UploadingVeil, fileInputClass, type InputRef } from "./image-upload-field";

type Item = File | string;

const fileKeys = new WeakMap<File, string>();
let fileCount = 0;

/** A key that follows an item as others are removed (a file has no name of its own that is sure to differ). */
function itemKey(item: Item): string {
  if (typeof item === "string") return item;
  let key = fileKeys.get(item);
  if (!key) {
    fileCount += 1;
    key = `file-${fileCount}`;
    fileKeys.set(item, key);
  }
  return key;
}

function Thumbnail({ item, position, uploading }: { item: Item; position: number; uploading: boolean }) {
  const preview = useImagePreview(item);
  return (
    <span className="relative block size-24 overflow-hidden rounded-2xl border border-ink-200 bg-ink-50">
      {preview ? (
        <img src={preview} alt={`Image ${position}`} width={96} height={96} className="size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center p-2 text-center text-xs text-ink-600 [overflow-wrap:anywhere]">
          {item instanceof File ? item.name : `Image ${position}`}
        </span>
      )}
      <UploadingVeil show={uploading} />
    </span>
  );
}

type ImageListFieldProps = {
  label: string;
  value: Item[];
  onChange: (value: Item[]) => void;
  onBlur?: () => void;
  ref?: InputRef;
  name?: string;
  error?: string;
  hint?: string;
  /** The file being uploaded now, if it is one of these. */
  uploading?: File | null;
};

/**
 * Several images, in order: the saved ones (URLs) and files chosen to upload when the form is
 * saved. New files go to the end; each can be removed.
 */
export function ImageListField({
  label,
  value,
  onChange,
  onBlur,
  ref,
  name,
  error,
  hint,
  uploading,
}: ImageListFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const setInput = (element: HTMLInputElement | null) => {
    input.current = element;
    ref?.(element);
  };

  const remove = (index: number) => {
    onChange(value.filter((_, position) => position !== index));
    // The button goes away with its image: the focus goes back to the field.
    input.current?.focus();
  };

  return (
    <div>
      <TextField
        id={id}
        ref={setInput}
        name={name}
        label={label}
        type="file"
        accept="image/*"
        multiple
        hint={hint ? `${hint} ${IMAGE_HINT}` : IMAGE_HINT}
        error={error}
        className={fileInputClass}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The list keeps the files: the input is emptied so that it can take more.
          event.target.value = "";
          if (files.length) onChange([...value, ...files]);
        }}
        onBlur={onBlur}
      />
      {value.length ? (
        <ol aria-label={`${label}, in order`} className="mt-3 flex flex-wrap gap-3">
          {value.map((item, index) => (
            <li key={itemKey(item)}>
              <Thumbnail item={item} position={index + 1} uploading={uploading === item} />
              <button
                type="button"
                onClick={() => remove(index)}
                className={`mt-1 w-24 rounded-full text-sm font-semibold text-terracotta-800 hover:underline ${focusRing}`}
              >
                Remove<span className="sr-only"> image {index + 1}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
