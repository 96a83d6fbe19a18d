import { getTaxNote } from "@/lib/currency";

/** Beside a price: "incl. VAT", or "+ tax" when the shop's prices exclude it (the law asks it). */
export function TaxNote() {
  return <span className="ms-1 text-xs font-normal">{getTaxNote()}</span>;
}
