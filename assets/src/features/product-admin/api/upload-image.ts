import { useCallback, useRef, useState } from "react";
import { ApiError, api, isApiError } from "@/lib/api-client";

/** POST /api/images (admins): stores an image (multipart field `image`) and answers its absolute URL. */
export async function uploadImage(image: File): Promise<string> {
  const body = new FormData();
  body.append("image", image);
  const answer = await api.post<{ data: { display_url: string } }>("/images", body);
  return answer.data.display_url;
}

/**
 * Uploads a form's chosen files while it saves, one at a time, and says which one is on its
 * way (`uploading`, for the fields to show). A file uploaded once is not uploaded again when
 * the save is refused and tried again. The server's complaint about a file (`fields.image`)
 * comes back under the name of the product field it was for (`img`, `images`), so the form
 * shows it under that field.
 */
export function useImageUploads() {
  const uploaded = useRef(new WeakMap<File, string>());
  const [uploading, setUploading] = useState<File | null>(null);

  const upload = useCallback(async (file: File, field: string): Promise<string> => {
    const known = uploaded.current.get(file);
    if (known) return known;
    setUploading(file);
    try {
      const url = await uploadImage(file);
      uploaded.current.set(file, url);
      return url;
    } catch (error) {
      if (!isApiError(error) || !error.fields.image) throw error;
      const { status, detail, code, fields } = error;
      throw new ApiError({ status, detail, code, fields: { [field]: fields.image } });
    } finally {
      setUploading(null);
    }
  }, []);

  return { upload, uploading };
}
