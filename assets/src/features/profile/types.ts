import type { AddressFields } from "@/types/order";

/** GET /api/me: the signed-in user's own account. */
export type Me = {
  email: string;
  name: string;
  role: "admin" | "customer";
  emailVerified: boolean;
  /** The saved default delivery address (its fields: no lines), null when none is saved. */
  deliveryAddress: AddressFields | null;
  /** ISO datetime. */
  dateJoined: string;
};

/** PATCH /api/me: the fields sent change, the others stay. */
export type MeUpdate = {
  name?: string;
  deliveryAddress?: Omit<AddressFields, "countryName"> | null;
};
