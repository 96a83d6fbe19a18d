import { useState, type FormEvent } from "react";
import { button } from "@/components/ui";
import { cn } from "@/lib/cn";
import { useUpdateZone } from "../api/shipping-tables";
import type { ShippingTables, ShippingZone } from "../types";
import { MethodCard } from "./method-card";
import { Field, SaveStatus } from "./fields";

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
        <Field
          label="Countries (ISO codes, separated by commas)"
          labelClassName="min-w-0 grow"
          value={codes}
          onChange={(event) => setCodes(event.target.value)}
        />
        <button
          type="submit"
          disabled={update.isPending}
          className={cn(button("secondary", "sm"), "disabled:opacity-60")}
        >
          {update.isPending ? "Saving…" : "Save countries"}
        </button>
        <SaveStatus error={update.error} saved={update.isSuccess} />
      </form>
      <div className="grid gap-4 lg:grid-cols-2">
        {zone.methods.map((method) => (
          <MethodCard key={method.id} method={method} parcelClasses={parcelClasses} />
        ))}
      </div>
    </section>
  );
}
