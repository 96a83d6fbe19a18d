import { useQuery } from "@tanstack/react-query";
import { api, apiFile } from "@/lib/api-client";
import { downloadBlob } from "@/lib/download-blob";
import { documentKeys } from "./keys";
import type { OrderDocument } from "../types";

/** How often the list asks again while a document is still being prepared. */
export const NOT_READY_POLL_MS = 10_000;

/** GET /api/orders/{id}/documents: the order's invoice and credit notes, oldest first (404 for another's order). */
export function getOrderDocuments(orderId: number, signal?: AbortSignal): Promise<OrderDocument[]> {
  return api.get<OrderDocument[]>(`/orders/${encodeURIComponent(String(orderId))}/documents`, { signal });
}

export function useOrderDocuments(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.order(orderId),
    queryFn: ({ signal }) => getOrderDocuments(orderId, signal),
    enabled,
    // A document being prepared is asked about again until its PDF is there.
    refetchInterval: (query) => (query.state.data?.some((document) => !document.ready) ? NOT_READY_POLL_MS : false),
  });
}

/**
 * GET /api/documents/{number}/pdf, saved as "<number>.pdf" (409 `document_not_ready` while the
 * worker renders it; 404 for another's). The object URL is revoked a minute later.
 */
export async function downloadDocument(number: string): Promise<void> {
  const blob = await apiFile(`/documents/${encodeURIComponent(number)}/pdf`);
  const revoke = downloadBlob(blob, `${number}.pdf`);
  setTimeout(revoke, 60_000);
}
