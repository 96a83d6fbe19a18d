import { useState } from "react";
import { button } from "@/components/ui";
import { cn } from "@/lib/cn";
import { useDeleteRate, useUpdateRate } from "../api/shipping-tables";
import type { ShippingRate } from "../types";
import { Field, SaveStatus } from "./fields";

/** One rate of a method: its weight band and price, each editable; saved or removed alone. */
export function RateRow({ rate, label }: { rate: ShippingRate; label: string }) {
  const [upTo, setUpTo] = useState(rate.upToGrams === null ? "" : String(rate.upToGrams));
  const [price, setPrice] = useState(String(rate.price));
  const update = useUpdateRate();
  const remove = useDeleteRate();
  const busy = update.isPending || remove.isPending;
  const name = `${label}, ${rate.upToGrams === null ? "any weight" : `up to ${rate.upToGrams} g`}`;

  return (
    <li className="flex flex-wrap items-end gap-3 py-2" aria-label={name}>
      <span className="w-28 text-sm font-medium text-ink-800">{label}</span>
      <Field
        label="Up to (g)"
        width="w-28"
        inputMode="numeric"
        value={upTo}
        placeholder="any"
        onChange={(event) => setUpTo(event.target.value)}
      />
      <Field
        label="Price"
        width="w-28"
        inputMode="decimal"
        value={price}
        onChange={(event) => setPrice(event.target.value)}
      />
      <button
        type="button"
        disabled={busy}
        className={cn(button("primary", "sm"), "disabled:opacity-60")}
        onClick={() => update.mutate({ id: rate.id, price, upToGrams: upTo.trim() ? Number(upTo) : null })}
      >
        {update.isPending ? "Saving…" : "Save"}
      </button>
      <button
        type="button"
        disabled={busy}
        className={cn(button("secondary", "sm"), "disabled:opacity-60")}
        onClick={() => remove.mutate(rate.id)}
      >
        Remove
      </button>
      <SaveStatus error={update.error ?? remove.error} saved={update.isSuccess} />
    </li>
  );
}
