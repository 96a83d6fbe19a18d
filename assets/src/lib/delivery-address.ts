import type { AddressFields } from "@/types/order";

/** A delivery address as a form sends it (the server names the country). */
export type DeliveryAddressInput = Omit<AddressFields, "countryName">;

/** The address's fields, in the order the forms show them (the orders' and the checkout's). */
export const DELIVERY_ADDRESS_FIELDS = [
  "fullName",
  "line1",
  "line2",
  "city",
  "region",
  "postalCode",
  "country",
  "phone",
] as const satisfies readonly (keyof DeliveryAddressInput)[];
