import { useQuery } from "@tanstack/react-query";
import { api, apiFile, isApiError } from "@/lib/api-client";
import { PUBLIC_QUERY } from "@/lib/query-client";
import type { CertificateCheck, OrderCertificate, ProvenanceEntry } from "../types";
import { certificateKeys } from "./keys";

const segment = (value: string | number) => encodeURIComponent(String(value));

/** GET /api/certificates/{code} (public, rate-limited: 429 past 30 a minute). */
export function checkCertificate(code: string, signal?: AbortSignal): Promise<CertificateCheck> {
  return api.get<CertificateCheck>(`/certificates/${segment(code)}`, { signal, anonymous: true });
}

export function useCertificateCheck(code: string | undefined) {
  return useQuery({
    queryKey: certificateKeys.check(code ?? ""),
    queryFn: ({ signal }) => checkCertificate(code as string, signal),
    enabled: Boolean(code),
    meta: PUBLIC_QUERY,
  });
}

/** GET /api/orders/{id}/certificate/summary: the order's certificate (404: it has none, or it is not mine). */
export function getOrderCertificate(orderId: string | number, signal?: AbortSignal): Promise<OrderCertificate> {
  return api.get<OrderCertificate>(`/orders/${segment(orderId)}/certificate/summary`, { signal });
}

export function useOrderCertificate(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: certificateKeys.ofOrder(orderId),
    queryFn: ({ signal }) => getOrderCertificate(orderId, signal),
    enabled,
    // No certificate (yet) is an answer, not a failure to retry.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
  });
}

/** GET /api/orders/{id}/certificate: its PDF (409 `document_not_ready` while it is being made). */
export function downloadOrderCertificate(orderId: string | number): Promise<Blob> {
  return apiFile(`/orders/${segment(orderId)}/certificate`);
}

/** GET /api/paintings/{id}/provenance (public): its valid certificates, oldest first. */
export function getProvenance(paintingId: number, signal?: AbortSignal): Promise<ProvenanceEntry[]> {
  return api.get<ProvenanceEntry[]>(`/paintings/${segment(paintingId)}/provenance`, { signal, anonymous: true });
}

export function useProvenance(paintingId: number) {
  return useQuery({
    queryKey: certificateKeys.provenance(paintingId),
    queryFn: ({ signal }) => getProvenance(paintingId, signal),
    meta: PUBLIC_QUERY,
  });
}
