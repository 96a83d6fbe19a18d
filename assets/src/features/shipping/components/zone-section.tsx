import { useState, type FormEvent } from "react";
import { button } from "@/components/ui";
import { cn } from "@/lib/cn";
import { useUpdateZone } from "../api/shipping-tables";
import type { ShippingTables, ShippingZone } from "../types";
import { MethodCard } from "./method-card";
import { changeError } from "./rate-row";

/** A zone: the countries it serves (ISO codes, editable) and its methods. */
export function ZoneSection({
  zone,
  parcelClasses,
}: {
  zone: ShippingZone;
  parcelClasses: ShippingTables["parcelClasses"];
}) {
  const update = useUpdateZone();
  const [codes, setCodes] = useState(zone.countries.map((c) => c.code).join(", "));
  const headingId = `zone-${zone.id}`;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const countries = codes
      .split(/[\s,]+/)
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean);
    update.mutate({ id: zone.id, countries });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="font-serif text-2xl font-bold text-ink-950">
        {zone.name}
      </h2>
      <p className="text-sm text-ink-700">{zone.countries.map((c) => c.name).join(", ") || "No countries yet."}</p>
      <form onSubmit={save} className="flex flex-wrap items-end gap-3">
        <label className="min-w-0 grow text-sm text-ink-700">
          Countries (ISO codes, separated by commas)
          <input
            className="mt-1 block w-full rounded-lg border border-ink-300 bg-white px-3 py-1.5 text-ink-950 focus:outline-3 focus:outline-offset-1 focus:outline-ultramarine-600"
            value={codes}
            onChange={(event) => setCodes(event.target.value)}
          />
        </label>
        <button
          type="submit"
          disabled={update.isPending}
          className={cn(button("secondary", "sm"), "disabled:opacity-60")}
        >
          {update.isPending ? "Saving…" : "Save countries"}
        </button>
        <p role="status" className="w-full text-sm">
          {update.error ? (
            <span className="font-medium text-red-700">{changeError(update.error)}</span>
          ) : update.isSuccess ? (
            "Saved."
          ) : (
            ""
          )}
        </p>
      </form>
      <div className="grid gap-4 lg:grid-cols-2">
        {zone.methods.map((method) => (
          <MethodCard key={method.id} method={method} parcelClasses={parcelClasses} />
        ))}
      </div>
    </section>
  );
}
