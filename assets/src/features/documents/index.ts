export { MonthBooks } from "./components/month-books";
export { BEING_PREPARED, OrderDocuments, downloadLabel } from "./components/order-documents";
export { isMonth, monthName, monthOf } from "./format";
export type { Books, BooksDocument, OrderDocument } from "./types";
