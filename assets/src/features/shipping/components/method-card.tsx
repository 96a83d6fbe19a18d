import type { FormEvent } from "react";
import { button } from "@/components/ui";
import { cn } from "@/lib/cn";
import { useAddRate, useUpdateMethod } from "../api/shipping-tables";
import type { ParcelClass, ShippingMethod, ShippingTables } from "../types";
import { changeError, RateRow } from "./rate-row";

const fieldClass =
  "mt-1 block w-full rounded-lg border border-ink-300 bg-white px-3 py-1.5 text-ink-950 focus:outline-3 focus:outline-offset-1 focus:outline-ultramarine-600";

type MethodCardProps = { method: ShippingMethod; parcelClasses: ShippingTables["parcelClasses"] };

/** A shipping method: its name, delivery days, free-shipping threshold, insurance and signature, then its rates. */
export function MethodCard({ method, parcelClasses }: MethodCardProps) {
  const update = useUpdateMethod();
  const label = (value: ParcelClass) => parcelClasses.find((c) => c.value === value)?.label ?? value;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    update.mutate({
      id: method.id,
      name: text("name"),
      deliveryDaysMin: Number(text("deliveryDaysMin")),
      deliveryDaysMax: Number(text("deliveryDaysMax")),
      freeOver: text("freeOver") || null,
      insurancePercent: text("insurancePercent") || "0",
      signature: form.get("signature") === "on",
    });
  };

  return (
    <section aria-label={method.name} className="rounded-2xl border border-ink-200 bg-white/80 p-4 shadow-sm">
      <form onSubmit={save} className="grid gap-3 sm:grid-cols-3" aria-label={`${method.name}: settings`}>
        <label className="text-sm text-ink-700 sm:col-span-3">
          Method name
          <input name="name" className={fieldClass} defaultValue={method.name} required maxLength={100} />
        </label>
        <label className="text-sm text-ink-700">
          Fewest days
          <input
            name="deliveryDaysMin"
            className={fieldClass}
            inputMode="numeric"
            defaultValue={method.deliveryDaysMin}
          />
        </label>
        <label className="text-sm text-ink-700">
          Most days
          <input
            name="deliveryDaysMax"
            className={fieldClass}
            inputMode="numeric"
            defaultValue={method.deliveryDaysMax}
          />
        </label>
        <label className="text-sm text-ink-700">
          Free over
          <input
            name="freeOver"
            className={fieldClass}
            inputMode="decimal"
            placeholder="never"
            defaultValue={method.freeOver ?? ""}
          />
        </label>
        <label className="text-sm text-ink-700">
          Insurance (% of the paintings)
          <input
            name="insurancePercent"
            className={fieldClass}
            inputMode="decimal"
            defaultValue={method.insurancePercent}
          />
        </label>
        <label className="flex items-center gap-2 self-end text-sm text-ink-800">
          <input name="signature" type="checkbox" defaultChecked={method.signature} className="size-4" />
          Signed for
        </label>
        <div className="flex items-end">
          <button
            type="submit"
            disabled={update.isPending}
            className={cn(button("primary", "sm"), "disabled:opacity-60")}
          >
            {update.isPending ? "Saving…" : "Save method"}
          </button>
        </div>
        <p role="status" className="text-sm sm:col-span-3">
          {update.error ? (
            <span className="font-medium text-red-700">{changeError(update.error)}</span>
          ) : update.isSuccess ? (
            "Saved."
          ) : (
            ""
          )}
        </p>
      </form>
      <h4 className="mt-4 text-sm font-semibold tracking-wide text-ink-600 uppercase">Rates</h4>
      {method.rates.length === 0 ? (
        <p className="text-sm text-ink-600">No rates: this method carries nothing.</p>
      ) : null}
      <ul className="divide-y divide-ink-100">
        {method.rates.map((rate) => (
          <RateRow key={rate.id} rate={rate} label={label(rate.parcelClass)} />
        ))}
      </ul>
      <AddRate methodId={method.id} parcelClasses={parcelClasses} />
    </section>
  );
}

function AddRate({ methodId, parcelClasses }: { methodId: number; parcelClasses: ShippingTables["parcelClasses"] }) {
  const add = useAddRate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    const form = new FormData(target);
    const upTo = String(form.get("upToGrams") ?? "").trim();
    add.mutate(
      {
        methodId,
        parcelClass: String(form.get("parcelClass")) as ParcelClass,
        upToGrams: upTo ? Number(upTo) : null,
        price: String(form.get("price") ?? "").trim(),
      },
      { onSuccess: () => target.reset() },
    );
  };

  return (
    <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3" aria-label="Add a rate">
      <label className="text-sm text-ink-700">
        Class
        <select name="parcelClass" className={fieldClass}>
          {parcelClasses.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm text-ink-700">
        Up to (g)
        <input name="upToGrams" className={cn(fieldClass, "w-28")} inputMode="numeric" placeholder="any" />
      </label>
      <label className="text-sm text-ink-700">
        Price
        <input name="price" className={cn(fieldClass, "w-28")} inputMode="decimal" required />
      </label>
      <button type="submit" disabled={add.isPending} className={cn(button("secondary", "sm"), "disabled:opacity-60")}>
        {add.isPending ? "Adding…" : "Add rate"}
      </button>
      <p role="status" className="w-full text-sm">
        {add.error ? <span className="font-medium text-red-700">{changeError(add.error)}</span> : ""}
      </p>
    </form>
  );
}
