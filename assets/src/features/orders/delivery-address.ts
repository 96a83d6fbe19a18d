import type { FieldPath } from "react-hook-form";
import { DELIVERY_ADDRESS_FIELDS } from "@/lib/delivery-address";
import type { DeliveryAddressInput } from "./types";

/** A form that has the delivery address under `deliveryAddress` (react-hook-form's nested names). */
export type DeliveryAddressFormValues = { deliveryAddress: DeliveryAddressInput };

export type AddressField = keyof DeliveryAddressInput;

export const ADDRESS_FIELDS: readonly AddressField[] = DELIVERY_ADDRESS_FIELDS;

export const EMPTY_DELIVERY_ADDRESS: DeliveryAddressInput = {
  fullName: "",
  line1: "",
  line2: "",
  city: "",
  region: "",
  postalCode: "",
  country: "",
  phone: "",
};

/** The server's limits (characters). */
export const ADDRESS_MAX_LENGTH: Record<AddressField, number> = {
  fullName: 100,
  line1: 200,
  line2: 200,
  city: 100,
  region: 100,
  postalCode: 20,
  country: 2,
  phone: 30,
};

const REQUIRED_MESSAGE: Partial<Record<AddressField, string>> = {
  fullName: "Enter the full name of the person receiving the order",
  line1: "Enter the first line of the address",
  city: "Enter the city",
  postalCode: "Enter the postal code",
  country: "Choose the country",
};

const PHONE = /^[0-9 +\-().]*$/;
export const PHONE_MESSAGE = "Use only digits, spaces and + - ( ) .";

/** The checks the server makes, field by field (blank means empty: the server trims). */
export function addressRules(field: AddressField): { validate: (value: string) => string | true } {
  const required = REQUIRED_MESSAGE[field];
  const max = ADDRESS_MAX_LENGTH[field];
  return {
    validate: (value: string) => {
      const text = typeof value === "string" ? value.trim() : "";
      if (required && !text) return required;
      if (text.length > max) return `Use at most ${max} characters`;
      if (field === "phone" && !PHONE.test(text)) return PHONE_MESSAGE;
      return true;
    },
  };
}

/** What is sent: every field, trimmed ("" for the optional ones left empty). */
export function toDeliveryAddressInput(values: DeliveryAddressInput): DeliveryAddressInput {
  const input = { ...EMPTY_DELIVERY_ADDRESS };
  for (const field of ADDRESS_FIELDS) input[field] = (values[field] ?? "").trim();
  return input;
}

/** applyApiErrors' map: the server's dotted names ("deliveryAddress.city") are the form's. */
export const ADDRESS_ERROR_FIELDS: Record<string, FieldPath<DeliveryAddressFormValues>> = Object.fromEntries(
  ADDRESS_FIELDS.map((field) => [`deliveryAddress.${field}`, `deliveryAddress.${field}`]),
);
