import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Alert, button } from "@/components/ui";
import { errorMessage } from "@/lib/api-client";
import { applyApiErrors } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import type { AddressFields } from "@/types/order";
import {
  ADDRESS_ERROR_FIELDS,
  EMPTY_DELIVERY_ADDRESS,
  toDeliveryAddressInput,
  type DeliveryAddressFormValues,
} from "../delivery-address";
import type { DeliveryAddressInput } from "../types";
import { DeliveryAddressFields } from "./delivery-address-fields";
import { cn } from "@/lib/cn";

export const ADDRESS_SAVED = "Your delivery address is saved.";
export const ADDRESS_REMOVED = "Your saved delivery address is removed.";

type DefaultAddressFormProps = {
  /** The saved address, null when there is none. */
  saved: AddressFields | null;
  /** Saves the address (null: removes it); answers the saved one. Field errors as the API's 400. */
  save: (address: DeliveryAddressInput | null) => Promise<AddressFields | null>;
};

/** The customer's default delivery address (My Profile): the order forms start from it. */
export function DefaultAddressForm({ saved: savedAddress, save }: DefaultAddressFormProps) {
  const [removing, setRemoving] = useState(false);
  const [saving, setSaving] = useState(false);
  const form = useForm<DeliveryAddressFormValues>({
    defaultValues: {
      deliveryAddress: savedAddress ? toDeliveryAddressInput(savedAddress) : EMPTY_DELIVERY_ADDRESS,
    },
  });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;
  // Not while the form validates (isSubmitting): a disabled field cannot take the focus of its error.
  const busy = saving || removing;

  const onSubmit = handleSubmit(async (values) => {
    setSaving(true);
    let saved: AddressFields | null;
    try {
      saved = await save(toDeliveryAddressInput(values.deliveryAddress));
    } catch (error) {
      setSaving(false);
      const { first, unplaced } = applyApiErrors<DeliveryAddressFormValues>(error, setError, ADDRESS_ERROR_FIELDS);
      if (!first) setError("root.server", { type: "server", message: unplaced[0] ?? errorMessage(error) });
      return;
    }
    setSaving(false);
    if (saved) reset({ deliveryAddress: toDeliveryAddressInput(saved) });
    void notify.success(ADDRESS_SAVED, { toastId: "address-saved" });
  });

  const remove = async () => {
    setRemoving(true);
    try {
      await save(null);
      reset({ deliveryAddress: EMPTY_DELIVERY_ADDRESS });
      void notify.success(ADDRESS_REMOVED, { toastId: "address-saved" });
    } catch (error) {
      setError("root.server", { type: "server", message: errorMessage(error) });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
        {savedAddress ? null : (
          <p className="rounded-xl bg-ochre-50 px-4 py-3 text-sm text-ink-800">
            You have no saved address yet. Save one and your orders will start from it.
          </p>
        )}
        <DeliveryAddressFields disabled={busy} />
        {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className={button()}>
            {saving ? "Saving…" : "Save address"}
          </button>
          {savedAddress ? (
            <button
              type="button"
              onClick={() => void remove()}
              disabled={busy}
              className={cn(button("secondary"), "disabled:opacity-60")}
            >
              {removing ? "Removing…" : "Remove saved address"}
            </button>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
