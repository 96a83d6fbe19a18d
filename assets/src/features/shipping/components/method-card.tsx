import type { FormEvent } from "react";
import { button } from "@/components/ui";
import { cn } from "@/lib/cn";
import { useAddRate, useUpdateMethod } from "../api/shipping-tables";
import type { ParcelClass, ShippingMethod, ShippingTables } from "../types";
import { Field, SaveStatus, SelectField } from "./fields";
import { RateRow } from "./rate-row";

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
        <Field
          label="Method name"
          labelClassName="sm:col-span-3"
          name="name"
          defaultValue={method.name}
          required
          maxLength={100}
        />
        <Field label="Fewest days" name="deliveryDaysMin" inputMode="numeric" defaultValue={method.deliveryDaysMin} />
        <Field label="Most days" name="deliveryDaysMax" inputMode="numeric" defaultValue={method.deliveryDaysMax} />
        <Field
          label="Free over"
          name="freeOver"
          inputMode="decimal"
          placeholder="never"
          defaultValue={method.freeOver ?? ""}
        />
        <Field
          label="Insurance (% of the paintings)"
          name="insurancePercent"
          inputMode="decimal"
          defaultValue={method.insurancePercent}
        />
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
        <SaveStatus error={update.error} saved={update.isSuccess} className="sm:col-span-3" />
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
      <SelectField label="Class" name="parcelClass">
        {parcelClasses.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </SelectField>
      <Field label="Up to (g)" name="upToGrams" width="w-28" inputMode="numeric" placeholder="any" />
      <Field label="Price" name="price" width="w-28" inputMode="decimal" required />
      <button type="submit" disabled={add.isPending} className={cn(button("secondary", "sm"), "disabled:opacity-60")}>
        {add.isPending ? "Adding…" : "Add rate"}
      </button>
      <SaveStatus error={add.error} />
    </form>
  );
}
