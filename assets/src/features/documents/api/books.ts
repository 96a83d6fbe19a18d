import { useQuery } from "@tanstack/react-query";
import { api, apiFile } from "@/lib/api-client";
import { downloadBlob } from "@/lib/download-blob";
import { documentKeys } from "./keys";
import type { Books } from "../types";

/** GET /api/manage/invoices?month=YYYY-MM (admins): the month's invoices and credit notes. */
export function getBooks(month: string, signal?: AbortSignal): Promise<Books> {
  return api.get<Books>("/manage/invoices", { query: { month }, signal });
}

export function useBooks(month: string) {
  return useQuery({
    queryKey: documentKeys.books(month),
    queryFn: ({ signal }) => getBooks(month, signal),
  });
}

export function booksFileName(month: string): string {
  return `invoices-${month}.csv`;
}

/** GET /api/manage/invoices.csv?month=YYYY-MM (admins), saved as invoices-YYYY-MM.csv. */
export async function downloadBooksCsv(month: string): Promise<void> {
  const blob = await apiFile("/manage/invoices.csv", { query: { month } });
  const revoke = downloadBlob(blob, booksFileName(month));
  setTimeout(revoke, 60_000);
}
