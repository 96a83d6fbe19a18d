import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { api } from "@/lib/api-client";
import { toolKeys } from "@/lib/query-keys";
import type { Tool } from "../types";

/** What an admin sends to add a tool (POST /api/tools), wire names. */
export type NewTool = Omit<Tool, "_id">;

/** POST /api/images (admins): stores an image (multipart field `image`) and answers its absolute URL. */
export async function uploadImage(image: File): Promise<string> {
  const body = new FormData();
  body.append("image", image);
  const answer = await api.post<{ data: { display_url: string } }>("/images", body);
  return answer.data.display_url;
}

/** POST /api/tools (admins): adds a tool to the shop. */
export function createTool(tool: NewTool): Promise<Tool> {
  return api.post<Tool>("/tools", tool);
}

export type AddProductInput = Omit<NewTool, "img"> & { image: File };

/**
 * Uploads the image, then creates the tool with its URL. If the tool is refused (say a
 * quantity is wrong) the same file is not uploaded again on the next try.
 */
export function useAddProduct() {
  const queryClient = useQueryClient();
  const lastUpload = useRef<{ file: File; url: string } | null>(null);
  return useMutation({
    mutationFn: async ({ image, ...tool }: AddProductInput) => {
      const url = lastUpload.current?.file === image ? lastUpload.current.url : await uploadImage(image);
      lastUpload.current = { file: image, url };
      return createTool({ ...tool, img: url });
    },
    onSuccess: () => {
      lastUpload.current = null;
      // Home's newest tools and the catalogue show the new one at once.
      return queryClient.invalidateQueries({ queryKey: toolKeys.all });
    },
  });
}
