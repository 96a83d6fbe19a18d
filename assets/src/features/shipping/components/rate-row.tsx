import { useState } from "react";
import { button } from "@/components/ui";
import { errorMessage, isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useDeleteRate, useUpdateRate } from "../api/shipping-tables";
import type { ShippingRate } from "../types";

const inputClass =
  "mt-1 block w-28 rounded-lg border border-ink-300 bg-white px-3 py-1.5 text-ink-950 focus:outline-3 focus:outline-offset-1 focus:outline-ultramarine-600";

/** The first field error the API gave, or its detail. */
export function changeError(error: unknown): string {
  if (isApiError(error)) {
    const first = Object.values(error.fields)[0]?.[0];
    if (first) return first;
  }
  return errorMessage(error);
}

/** One rate of a method: its weight band and price, each editable; saved or removed alone. */
export function RateRow({ rate, label }: { rate: ShippingRate; label: string }) {
  const [upTo, setUpTo] = useState(rate.upToGrams === null ? "" : String(rate.upToGrams));
  const [price, setPrice] = useState(String(rate.price));
  const update = useUpdateRate();
  const remove = useDeleteRate();
  const error = update.error ?? remove.error;
  const busy = update.isPending || remove.isPending;
  const name = `${label}, ${rate.upToGrams === null ? "any weight" : `up to ${rate.upToGrams} g`}`;

  return (
    <li className="flex flex-wrap items-end gap-3 py-2" aria-label={name}>
      <span className="w-28 text-sm font-medium text-ink-800">{label}</span>
      <label className="text-sm text-ink-700">
        Up to (g)
        <input
          className={inputClass}
          inputMode="numeric"
          value={upTo}
          placeholder="any"
          onChange={(event) => setUpTo(event.target.value)}
        />
      </label>
      <label className="text-sm text-ink-700">
        Price
        <input
          className={inputClass}
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
        />
      </label>
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
      <p role="status" className="w-full text-sm">
        {error ? (
          <span className="font-medium text-red-700">{changeError(error)}</span>
        ) : update.isSuccess ? (
          "Saved."
        ) : (
          ""
        )}
      </p>
    </li>
  );
}
