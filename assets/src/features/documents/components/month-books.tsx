import { useId, useState } from "react";
import { EmptyState, ErrorMessage, ResponsiveList, button, type ListColumn } from "@/components/ui";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format-date";
import { notify } from "@/lib/toast";
import { downloadBooksCsv, useBooks } from "../api/books";
import { KIND_LABELS, documentMoney, monthName, rateText } from "../format";
import type { BooksDocument } from "../types";

const rowId = (document: BooksDocument) => `books-${document.number}`;

function vatText(document: BooksDocument): string {
  const money = documentMoney(document.tax, document.currency);
  const rates = document.taxes.map((tax) => rateText(tax.rate)).join(", ");
  return rates ? `${money} (${rates})` : money;
}

const COLUMNS: ListColumn<BooksDocument>[] = [
  {
    header: "Number",
    rowHeader: true,
    id: rowId,
    className: "font-semibold whitespace-nowrap text-ink-950",
    cell: (document) => document.number,
  },
  { header: "Date", className: "whitespace-nowrap", cell: (document) => formatDate(document.issuedAt) },
  {
    header: "Kind",
    cell: (document) =>
      document.refersTo ? `${KIND_LABELS[document.kind]} (for ${document.refersTo})` : KIND_LABELS[document.kind],
  },
  { header: "Country", cell: (document) => document.buyerCountry || "—" },
  {
    header: "Net",
    numeric: true,
    className: "tabular-nums whitespace-nowrap",
    cell: (d) => documentMoney(d.net, d.currency),
  },
  { header: "VAT", numeric: true, className: "tabular-nums", cell: vatText },
  {
    header: "Total",
    numeric: true,
    className: "font-semibold tabular-nums whitespace-nowrap",
    cell: (d) => documentMoney(d.total, d.currency),
  },
];

function BooksCard({ document }: { document: BooksDocument }) {
  return (
    <>
      <h3 id={rowId(document)} className="font-semibold text-ink-950">
        {`${KIND_LABELS[document.kind]} ${document.number}`}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-600">Date</dt>
        <dd>{formatDate(document.issuedAt)}</dd>
        <dt className="text-ink-600">Country</dt>
        <dd>{document.buyerCountry || "—"}</dd>
        <dt className="text-ink-600">Net</dt>
        <dd className="tabular-nums">{documentMoney(document.net, document.currency)}</dd>
        <dt className="text-ink-600">VAT</dt>
        <dd className="tabular-nums">{vatText(document)}</dd>
        <dt className="text-ink-600">Total</dt>
        <dd className="font-semibold tabular-nums">{documentMoney(document.total, document.currency)}</dd>
      </dl>
    </>
  );
}

/**
 * A month's books: every invoice and credit note (a credit note's amounts negative), the
 * month's totals (invoices minus credit notes) and "Download CSV" for the accountant.
 */
export function MonthBooks({ month }: { month: string }) {
  const books = useBooks(month);
  const [downloading, setDownloading] = useState(false);
  const totalsId = useId();
  const data = books.data;

  const downloadCsv = async () => {
    setDownloading(true);
    try {
      await downloadBooksCsv(month);
    } catch (error) {
      void notify.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  if (books.isError) {
    return <ErrorMessage title="Couldn't load the invoices" error={books.error} onRetry={() => void books.refetch()} />;
  }
  const currency = data?.documents[0]?.currency ?? "";
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm text-ink-700">
          {data ? `${data.documents.length} ${data.documents.length === 1 ? "document" : "documents"}` : ""}
        </p>
        <button
          type="button"
          onClick={() => void downloadCsv()}
          disabled={downloading || !data}
          className={cn(button("secondary", "sm"), "disabled:opacity-60")}
        >
          {downloading ? "Preparing the CSV…" : "Download CSV"}
        </button>
      </div>
      {data && data.documents.length === 0 ? (
        <EmptyState message={`No invoices or credit notes in ${monthName(month)}.`} />
      ) : (
        <ResponsiveList
          label={`Invoices and credit notes of ${monthName(month)}`}
          items={data?.documents}
          itemKey={(document) => document.number}
          columns={COLUMNS}
          card={(document) => <BooksCard document={document} />}
          cardLabelId={rowId}
          loadingStatus="Loading the invoices…"
        />
      )}
      {data && data.documents.length > 0 ? (
        <section aria-labelledby={totalsId} className="rounded-2xl border border-ink-200 bg-ink-50 p-4">
          <h2 id={totalsId} className="font-semibold text-ink-950">
            {`Totals for ${monthName(month)}`}
          </h2>
          <p className="text-sm text-ink-700">Invoices minus credit notes.</p>
          <dl className="mt-2 grid grid-cols-3 gap-3 text-sm">
            {(["net", "tax", "total"] as const).map((key) => (
              <div key={key}>
                <dt className="text-ink-600">{key === "net" ? "Net" : key === "tax" ? "VAT" : "Total"}</dt>
                <dd className="font-semibold text-ink-950 tabular-nums">{documentMoney(data.totals[key], currency)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
