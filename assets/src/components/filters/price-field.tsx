import { useState, type KeyboardEvent } from "react";
import { TextField } from "@/components/ui/text-field";
import { parsePrice } from "@/lib/price-range";

type PriceFieldProps = {
  label: string;
  value: number | null;
  onCommit: (value: number | null) => void;
  /** The id of the range's error, when there is one. */
  errorId?: string;
};

const priceText = (value: number | null) => (value === null ? "" : String(value));

/** A price bound typed freely, applied on Enter or when the field is left (not at each keystroke). */
export function PriceField({ label, value, onCommit, errorId }: PriceFieldProps) {
  const [draft, setDraft] = useState(priceText(value));
  // The URL changed (back button, "Clear filters"): show its value.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(priceText(value));
  }
  const commit = () => {
    const next = parsePrice(draft);
    setDraft(priceText(next));
    if (next !== value) onCommit(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    commit();
  };
  return (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
    />
  );
}
