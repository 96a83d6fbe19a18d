import type { FieldPath } from "react-hook-form";
import { DELIVERY_ADDRESS_FIELDS } from "@/lib/delivery-address";
import type { DeliveryAddress } from "@/types/order";
import type { AddressInput } from "./types";

/**
 * The checkout's form: the address under `deliveryAddress`, the names the orders' address
 * fieldset (which the page passes in) registers.
 */
export type AddressValues = { deliveryAddress: AddressInput };

export const ADDRESS_KEYS = DELIVERY_ADDRESS_FIELDS;

/** The address sent: every field, trimmed ("" for those left empty). */
export function toAddressInput(address: Partial<AddressInput> | null | undefined): AddressInput {
  return Object.fromEntries(ADDRESS_KEYS.map((key) => [key, (address?.[key] ?? "").trim()])) as AddressInput;
}

/** The API's names of the address's fields (`address.city`; `country` when it is not served) -> the form's. */
export const ADDRESS_ERROR_FIELDS: Record<string, FieldPath<AddressValues>> = {
  country: "deliveryAddress.country",
  ...Object.fromEntries(ADDRESS_KEYS.map((key) => [`address.${key}`, `deliveryAddress.${key}`])),
};

/** One line for a list, the server's lines joined: "Ana Lima, 4 Rue Vieille, 75004 Paris, France". */
export function addressLine(address: DeliveryAddress): string {
  return address.lines.join(", ");
}

/** The addresses once each (the same fields count as the same address), in their order. */
export function distinctAddresses(addresses: (DeliveryAddress | null | undefined)[]): DeliveryAddress[] {
  const seen = new Set<string>();
  const distinct: DeliveryAddress[] = [];
  for (const address of addresses) {
    if (!address) continue;
    const key = JSON.stringify(toAddressInput(address));
    if (seen.has(key)) continue;
    seen.add(key);
    distinct.push(address);
  }
  return distinct;
}
