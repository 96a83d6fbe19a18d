import { getTaxNote } from "@/lib/currency";

/**
 * Beside a price: "incl. VAT", or "+ tax" when the shop's prices exclude it (the law asks it).
 * Kept whole: in a narrow cell it moves under the price instead of breaking inside "incl.".
 */
export function TaxNote() {
  return <span className="ms-1 inline-block text-xs font-normal whitespace-nowrap">{getTaxNote()}</span>;
}

/** A price as written ("$1,250.00"), never broken inside, and what it says about tax. */
export function TaxedPrice({ price }: { price: string }) {
  return (
    <>
      <span className="whitespace-nowrap">{price}</span>
      <TaxNote />
    </>
  );
}
