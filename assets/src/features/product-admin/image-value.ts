import { useEffect, useState } from "react";

/** The uploads the server takes (POST /api/images): 5 MB at most. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * An image field's value: the URL of the image saved with the product, a file chosen to
 * upload when the form is saved, or nothing yet.
 */
export type ImageValue = File | string | null;

/** What is wrong with a chosen file, or true. */
export function imageFileError(file: File): string | true {
  if (file.type && !file.type.startsWith("image/")) return "Choose an image file (JPEG, PNG, WebP…)";
  if (file.size > MAX_IMAGE_BYTES) return "The image must be 5 MB or smaller";
  return true;
}

/** A validator for a required image field: `missing` when there is none. */
export function requiredImage(missing: string) {
  return (value: ImageValue): string | true => {
    if (value === null || value === "") return missing;
    return typeof value === "string" ? true : imageFileError(value);
  };
}

/** The chosen files of an image list, checked one by one (the first problem, naming its file). */
export function imageListError(values: (File | string)[]): string | true {
  for (const value of values) {
    if (typeof value === "string") continue;
    const problem = imageFileError(value);
    if (problem !== true) return `${value.name}: ${problem}`;
  }
  return true;
}

/** What an <img> can show for the value: the saved URL, or an object URL of the chosen file (released when it changes). */
export function useImagePreview(value: File | string | null | undefined): string | null {
  const file = value instanceof File ? value : null;
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith("image/") || typeof URL.createObjectURL !== "function") {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- follows the object URL's life (an external resource), made and released here
      setFileUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setFileUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  if (typeof value === "string") return value || null;
  return file ? fileUrl : null;
}
