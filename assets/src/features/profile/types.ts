import type { DeliveryAddress } from "@/types/order";

/** GET /api/me: the signed-in user's own account. */
export type Me = {
  email: string;
  name: string;
  role: "admin" | "customer";
  emailVerified: boolean;
  /** The saved default delivery address, null when none is saved. */
  deliveryAddress: DeliveryAddress | null;
  /** ISO datetime. */
  dateJoined: string;
};

/** PATCH /api/me: the fields sent change, the others stay. */
export type MeUpdate = {
  name?: string;
  deliveryAddress?: Omit<DeliveryAddress, "countryName"> | null;
};
