import { useForm } from "react-hook-form";
import { button } from "@/components/ui";
import { TextField } from "@/components/ui/text-field";
import { applyApiErrors } from "@/lib/form-errors";
import { useShipOrder, useShipParcel } from "../api/order-actions";
import type { OrderParcel, ShipOrderInput } from "../types";

const EMPTY: ShipOrderInput = { carrier: "", trackingNumber: "", trackingUrl: "" };

const SERVER_FIELDS = { carrier: "carrier", trackingNumber: "trackingNumber", trackingUrl: "trackingUrl" } as const;

function trackingUrlError(value: string): true | string {
  const url = value.trim();
  if (!url) return true;
  if (url.length > 500) return "Keep the tracking URL under 500 characters";
  try {
    const { protocol } = new URL(url);
    if (protocol === "http:" || protocol === "https:") return true;
  } catch {
    // Not a URL at all.
  }
  return "Enter a web address starting with http:// or https://";
}

type ShipFormProps = {
  orderId: number;
  /** The order's paid checkout: the whole parcel ships, with one tracking number. */
  parcel?: OrderParcel | null;
  onShipped: () => void;
  /** A refusal that is not about one field (409: the order is no longer paid), for the page to show. */
  onFailed: (error: unknown) => void;
  onCancel: () => void;
};

/** Marks a paid order shipped: the carrier and tracking number are required, the tracking link is optional. */
export function ShipForm({ orderId, parcel, onShipped, onFailed, onCancel }: ShipFormProps) {
  const shipOrder = useShipOrder();
  const shipParcel = useShipParcel();
  const wholeParcel = parcel && parcel.status === "paid" && parcel.orders.length > 1 ? parcel : null;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ShipOrderInput>({ defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    const tracking = {
      carrier: values.carrier.trim(),
      trackingNumber: values.trackingNumber.trim(),
      trackingUrl: values.trackingUrl.trim(),
    };
    try {
      if (wholeParcel) await shipParcel.mutateAsync({ parcel: wholeParcel._id, ...tracking });
      else await shipOrder.mutateAsync({ id: orderId, ...tracking });
      onShipped();
    } catch (error) {
      const { first } = applyApiErrors(error, setError, SERVER_FIELDS);
      if (!first) onFailed(error);
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="ship-form-heading"
      aria-busy={isSubmitting}
      className="space-y-4 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id="ship-form-heading" className="font-serif text-lg font-bold text-ink-950">
        Mark shipped
      </h3>
      {wholeParcel ? (
        <p className="text-sm text-ink-700">
          One parcel: orders {wholeParcel.orders.map((id) => `#${id}`).join(", ")} ship together with this tracking
          number.
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Carrier"
          autoComplete="off"
          required
          autoFocus
          maxLength={100}
          error={errors.carrier?.message}
          {...register("carrier", {
            validate: (value) => value.trim() !== "" || "Enter the carrier",
          })}
        />
        <TextField
          label="Tracking number"
          autoComplete="off"
          required
          maxLength={100}
          error={errors.trackingNumber?.message}
          {...register("trackingNumber", {
            validate: (value) => value.trim() !== "" || "Enter the tracking number",
          })}
        />
      </div>
      <TextField
        label="Tracking URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        hint="Optional: the carrier's page for this parcel."
        error={errors.trackingUrl?.message}
        {...register("trackingUrl", { validate: trackingUrlError })}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" disabled={isSubmitting} className={button()}>
          {isSubmitting ? "Saving…" : "Mark shipped"}
        </button>
        <button type="button" disabled={isSubmitting} onClick={onCancel} className={button("secondary")}>
          Cancel
        </button>
      </div>
    </form>
  );
}
