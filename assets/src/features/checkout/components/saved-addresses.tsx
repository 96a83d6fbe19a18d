import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { SelectField } from "@/components/ui/text-field";
import type { DeliveryAddress } from "@/types/order";
import { ADDRESS_KEYS, addressLine, distinctAddresses, type AddressValues } from "../address";

/** "Use a saved address": the customer's addresses (saved, of these orders), one of which fills the fields. */
export function SavedAddresses({ addresses }: { addresses: (DeliveryAddress | null | undefined)[] }) {
  const { setValue } = useFormContext<AddressValues>();
  const [chosen, setChosen] = useState("");
  const choices = distinctAddresses(addresses);
  // One address is the one the fields start from: nothing to choose.
  if (choices.length < 2) return null;

  const choose = (value: string) => {
    setChosen(value);
    const address = choices[Number(value)];
    if (!value || !address) return;
    for (const key of ADDRESS_KEYS) {
      setValue(`deliveryAddress.${key}`, address[key] ?? "", { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <SelectField label="Use a saved address" value={chosen} onChange={(event) => choose(event.target.value)}>
      <option value="">Choose an address to fill in the fields</option>
      {choices.map((address, index) => (
        <option key={addressLine(address)} value={index}>
          {addressLine(address)}
        </option>
      ))}
    </SelectField>
  );
}
