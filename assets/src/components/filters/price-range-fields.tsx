import { useId } from "react";
import { getCurrency } from "@/lib/currency";
import { priceRangeError, type PriceRange } from "@/lib/price-range";
import { PriceField } from "./price-field";

type PriceRangeFieldsProps = {
  range: PriceRange;
  onChange: (change: Partial<PriceRange>) => void;
};

/** A filter form's "Min price" and "Max price", side by side, with what is wrong with the range below them. */
export function PriceRangeFields({ range, onChange }: PriceRangeFieldsProps) {
  const errorId = useId();
  const rangeError = priceRangeError(range);
  const currency = getCurrency();
  return (
    <div className="sm:col-span-2 lg:col-span-1">
      <div className="grid grid-cols-2 gap-3">
        <PriceField
          label={`Min price (${currency})`}
          value={range.minPrice}
          onCommit={(minPrice) => onChange({ minPrice })}
          errorId={rangeError ? errorId : undefined}
        />
        <PriceField
          label={`Max price (${currency})`}
          value={range.maxPrice}
          onCommit={(maxPrice) => onChange({ maxPrice })}
          errorId={rangeError ? errorId : undefined}
        />
      </div>
      {rangeError ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {rangeError}
        </p>
      ) : null}
    </div>
  );
}
