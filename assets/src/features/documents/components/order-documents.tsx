import { useId, useState } from "react";
import { ErrorMessage, Spinner, button } from "@/components/ui";
import { errorMessage, isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format-date";
import { notify } from "@/lib/toast";
import { downloadDocument, useOrderDocuments } from "../api/documents";
import { KIND_LABELS, documentMoney } from "../format";
import type { OrderDocument } from "../types";

export const BEING_PREPARED = "Being prepared…";

/** What an order needs for this list: only a paid checkout's orders have documents. */
type OrderLike = { _id: number; checkout: number | null; status: string };

/** "Download invoice INV-2026-000001": the button's accessible name (its text says "Download"). */
export function downloadLabel(document: OrderDocument): string {
  return `Download ${KIND_LABELS[document.kind].toLowerCase()} ${document.number}`;
}

function DocumentRow({
  document,
  busy,
  onDownload,
  onCheckAgain,
  checking,
}: {
  document: OrderDocument;
  busy: boolean;
  onDownload: () => void;
  onCheckAgain: () => void;
  checking: boolean;
}) {
  const nameId = useId();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p id={nameId} className="font-semibold text-ink-950">
          {`${KIND_LABELS[document.kind]} ${document.number}`}
        </p>
        <p className="text-sm text-ink-700">
          {`${formatDate(document.issuedAt)} · ${documentMoney(document.total, document.currency)}`}
          {document.refersTo ? ` · for invoice ${document.refersTo}` : ""}
        </p>
      </div>
      {document.ready ? (
        <button
          type="button"
          aria-label={downloadLabel(document)}
          onClick={onDownload}
          disabled={busy}
          className={cn(button("secondary", "sm"), "disabled:opacity-60")}
        >
          {busy ? "Downloading…" : "Download"}
        </button>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-ink-700">{BEING_PREPARED}</span>
          <button
            type="button"
            aria-describedby={nameId}
            onClick={onCheckAgain}
            disabled={checking}
            className={cn(button("secondary", "2xs"), "disabled:opacity-60")}
          >
            {checking ? "Checking…" : "Check again"}
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * "Invoice and credit notes" on an order's page (the customer's and the admin's): each
 * document with a Download button, or "Being prepared…" while the worker renders its PDF
 * (asked again every 10 s, or at once with "Check again"). Nothing at all when the order has
 * none (unpaid, or paid before invoices).
 */
export function OrderDocuments({ order }: { order: OrderLike }) {
  const headingId = useId();
  const enabled = order.checkout !== null && order.status !== "pending";
  const documents = useOrderDocuments(order._id, enabled);
  const [downloading, setDownloading] = useState<string | null>(null);

  if (!enabled) return null;
  if (documents.isPending) return <Spinner label="Loading the invoice…" className="py-4" />;
  if (documents.isError) {
    return (
      <ErrorMessage
        title="We couldn't load the invoice"
        error={documents.error}
        onRetry={() => void documents.refetch()}
      />
    );
  }
  if (documents.data.length === 0) return null;

  const download = async (document: OrderDocument) => {
    setDownloading(document.number);
    try {
      await downloadDocument(document.number);
    } catch (error) {
      if (isApiError(error) && error.code === "document_not_ready") void documents.refetch();
      void notify.error(errorMessage(error));
    } finally {
      setDownloading(null);
    }
  };

  const title = documents.data.some((document) => document.kind === "credit_note")
    ? "Invoice and credit notes"
    : "Invoice";
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="font-serif text-xl font-bold text-ink-950">
        {title}
      </h2>
      <ul className="mt-2 divide-y divide-ink-100">
        {documents.data.map((document) => (
          <DocumentRow
            key={document.number}
            document={document}
            busy={downloading === document.number}
            onDownload={() => void download(document)}
            onCheckAgain={() => void documents.refetch()}
            checking={documents.isFetching}
          />
        ))}
      </ul>
    </section>
  );
}
