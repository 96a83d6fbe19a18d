export type DocumentKind = "invoice" | "credit_note";

/** One of an order's documents (GET /api/orders/{id}/documents). */
export type OrderDocument = {
  number: string;
  kind: DocumentKind;
  issuedAt: string;
  /** Positive for a credit note too: its kind says it is a credit. */
  total: number;
  /** Lower case ISO code. */
  currency: string;
  /** Its PDF can be downloaded; false while the worker renders it. */
  ready: boolean;
  /** A credit note's invoice number. */
  refersTo: string | null;
};

export type RateTax = { rate: number; net: number; tax: number };

/** A document in the month's books: a credit note's amounts are negative. */
export type BooksDocument = {
  number: string;
  kind: DocumentKind;
  issuedAt: string;
  buyerCountry: string;
  currency: string;
  net: number;
  taxes: RateTax[];
  tax: number;
  total: number;
  refersTo: string | null;
};

/** GET /api/manage/invoices?month=YYYY-MM: the totals are the invoices minus the credit notes. */
export type Books = {
  month: string;
  documents: BooksDocument[];
  totals: { net: number; tax: number; total: number };
};
