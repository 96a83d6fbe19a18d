import { useEffect, useRef, type ComponentProps } from "react";
import { Controller, useFormContext, useFormState } from "react-hook-form";
import { button } from "@/components/ui";
import { useDeferredData } from "@/hooks/use-deferred-data";
import { SelectField, TextField } from "@/components/ui/text-field";
import { useCountries, useLastDeliveryAddress } from "../api/delivery-details";
import { ADDRESS_FIELDS, addressRules, type AddressField, type DeliveryAddressFormValues } from "../delivery-address";

type TextAddressField = Exclude<AddressField, "country">;

const TEXT_FIELDS: Record<
  TextAddressField,
  { label: string; autoComplete: string } & Pick<ComponentProps<"input">, "type" | "inputMode">
> = {
  fullName: { label: "Full name", autoComplete: "name" },
  line1: { label: "Address line 1", autoComplete: "address-line1" },
  line2: { label: "Address line 2 (optional)", autoComplete: "address-line2" },
  city: { label: "City", autoComplete: "address-level2" },
  region: { label: "Region / state (optional)", autoComplete: "address-level1" },
  postalCode: { label: "Postal code", autoComplete: "postal-code" },
  phone: { label: "Phone (optional)", autoComplete: "tel", type: "tel", inputMode: "tel" },
};

const REQUIRED = new Set<AddressField>(["fullName", "line1", "city", "postalCode", "country"]);

type DeliveryAddressFieldsProps = {
  disabled?: boolean;
  /** Fill the untouched fields with the customer's saved (or last) address; false when the form starts from another. */
  prefill?: boolean;
};

/**
 * The "Delivery address" fieldset of a form with `deliveryAddress` (inside its FormProvider):
 * the countries come from the server, and the fields the customer has not touched yet are
 * filled with the address of their last order.
 */
export function DeliveryAddressFields({ disabled = false, prefill = true }: DeliveryAddressFieldsProps) {
  const { register, control, getFieldState, resetField } = useFormContext<DeliveryAddressFormValues>();
  const { errors } = useFormState({ control, name: "deliveryAddress" });
  const countries = useCountries();
  // The ~250 options are drawn in a transition, not in the urgent render the answer brings.
  const countryList = useDeferredData(countries.data);
  const lastAddress = useLastDeliveryAddress({ enabled: prefill });

  // Once: the last address becomes these fields' default, where nothing was typed yet.
  const prefilled = useRef(false);
  useEffect(() => {
    const address = lastAddress.data;
    if (!prefill || !address || prefilled.current) return;
    prefilled.current = true;
    for (const field of ADDRESS_FIELDS) {
      const name = `deliveryAddress.${field}` as const;
      if (!getFieldState(name).isDirty) resetField(name, { defaultValue: address[field] ?? "" });
    }
  }, [prefill, lastAddress.data, getFieldState, resetField]);

  const errorOf = (field: AddressField) => errors.deliveryAddress?.[field]?.message;
  const textField = (field: TextAddressField) => {
    const { label, ...props } = TEXT_FIELDS[field];
    return (
      <TextField
        label={label}
        required={REQUIRED.has(field)}
        error={errorOf(field)}
        {...props}
        {...register(`deliveryAddress.${field}`, addressRules(field))}
      />
    );
  };

  return (
    <fieldset disabled={disabled} className="min-w-0 space-y-4">
      <legend className="font-serif text-xl font-bold text-ink-950">Delivery address</legend>
      {textField("fullName")}
      {textField("line1")}
      {textField("line2")}
      <div className="grid gap-4 sm:grid-cols-2">
        {textField("city")}
        {textField("region")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {textField("postalCode")}
        <Controller
          control={control}
          name="deliveryAddress.country"
          rules={addressRules("country")}
          render={({ field }) => (
            <SelectField
              label="Country"
              autoComplete="country"
              required
              error={errorOf("country")}
              hint={
                countries.isError ? (
                  <>
                    We couldn't load the countries.{" "}
                    <button
                      type="button"
                      onClick={() => void countries.refetch()}
                      className={button("secondary", "2xs")}
                    >
                      Try again
                    </button>
                  </>
                ) : undefined
              }
              {...field}
            >
              <option value="">
                {countryList || countries.isError ? "Choose a country" : "Loading the countries…"}
              </option>
              {countryList?.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </SelectField>
          )}
        />
      </div>
      {textField("phone")}
    </fieldset>
  );
}
