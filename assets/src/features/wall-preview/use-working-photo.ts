import { useCallback, useEffect, useRef, useState } from "react";
import { workingSize, type Size } from "./geometry";

/** The photo being worked on: a scaled-down copy of the picked file, held in this browser only. */
export type WorkingPhoto = Size & {
  /** An object URL of the copy (revoked when the photo is replaced or the preview closes). */
  url: string;
};

export type WorkingPhotoState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; photo: WorkingPhoto }
  | { status: "error"; message: string };

export const PHOTO_ERRORS = {
  notImage: "That file isn't a picture. Choose a photo, for example a JPEG or PNG.",
  undecodable: "We couldn't open that photo. Try another one, or take a new photo.",
} as const;

class PhotoError extends Error {}

type Decoded = { source: CanvasImageSource; size: Size; release: () => void };

/** Decodes the file, turned the way the camera held it (EXIF orientation). */
async function decode(file: File): Promise<Decoded> {
  if (typeof createImageBitmap === "function") {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
      return { source: bitmap, size: { width: bitmap.width, height: bitmap.height }, release: () => bitmap.close() };
    } catch {
      // Some browsers decode more through an <img>: try that.
    }
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    throw new PhotoError(PHOTO_ERRORS.undecodable);
  }
  return {
    source: image,
    size: { width: image.naturalWidth, height: image.naturalHeight },
    release: () => URL.revokeObjectURL(url),
  };
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new PhotoError(PHOTO_ERRORS.undecodable))), type, quality);
  });
}

/** The picked file as a JPEG of at most 2400 px on its long side, and its size. */
export async function makeWorkingCopy(file: File): Promise<Size & { blob: Blob }> {
  if (file.type && !file.type.startsWith("image/")) throw new PhotoError(PHOTO_ERRORS.notImage);
  const decoded = await decode(file);
  try {
    if (!decoded.size.width || !decoded.size.height) throw new PhotoError(PHOTO_ERRORS.undecodable);
    const size = workingSize(decoded.size);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) throw new PhotoError(PHOTO_ERRORS.undecodable);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = "high";
    context.drawImage(decoded.source, 0, 0, size.width, size.height);
    const blob = await canvasBlob(canvas, "image/jpeg", 0.92);
    // Let the browser free the big bitmap's memory now (phones have little).
    canvas.width = 0;
    canvas.height = 0;
    return { ...size, blob };
  } finally {
    decoded.release();
  }
}

/**
 * The photo the customer picked, as a working copy: `pick(file)` makes it (no network
 * request: the file never leaves the browser), `clear()` forgets it. The copy's object URL
 * is revoked when it is replaced or the component unmounts.
 */
export function useWorkingPhoto() {
  const [state, setState] = useState<WorkingPhotoState>({ status: "idle" });
  const latest = useRef(0);
  const url = useRef<string | null>(null);

  const release = useCallback(() => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
  }, []);

  useEffect(
    () => () => {
      latest.current += 1;
      release();
    },
    [release],
  );

  const pick = useCallback(
    async (file: File) => {
      const run = ++latest.current;
      release();
      setState({ status: "loading" });
      try {
        const copy = await makeWorkingCopy(file);
        if (run !== latest.current) return;
        url.current = URL.createObjectURL(copy.blob);
        setState({ status: "ready", photo: { url: url.current, width: copy.width, height: copy.height } });
      } catch (error) {
        if (run !== latest.current) return;
        setState({
          status: "error",
          message: error instanceof PhotoError ? error.message : PHOTO_ERRORS.undecodable,
        });
      }
    },
    [release],
  );

  const clear = useCallback(() => {
    latest.current += 1;
    release();
    setState({ status: "idle" });
  }, [release]);

  return { state, pick, clear };
}
