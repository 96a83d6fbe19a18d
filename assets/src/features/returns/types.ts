export type ReturnStatus = "requested" | "received" | "refunded";

/** An order of a return (money as a decimal string in the parcel's currency). */
export type ReturnLine = { order: number; item: string; quantity: number; gross: string };

/** A return as the API answers it (its customer's view). */
export type ReturnInfo = {
  id: number;
  number: string;
  status: ReturnStatus;
  items: ReturnLine[];
  reason: string;
  requestedAt: string;
  receivedAt: string | null;
  refundedAt: string | null;
  /** Null until refunded. */
  refundAmount: string | null;
};

/** GET /api/orders/{id}/return: may it be returned, until when, the parcel's orders. */
export type OrderReturn = {
  returnable: boolean;
  /** The last day a return may be asked for ("2026-12-12"); null before delivery. */
  deadline: string | null;
  /** "The return period for this order ended on 12 December 2026." once it has. */
  endedText: string | null;
  currency: string;
  items: (ReturnLine & { returnable: boolean })[];
  return: ReturnInfo | null;
};

/** A return as the admins see it (GET /api/manage/returns). */
export type StaffReturn = ReturnInfo & {
  customer: string | null;
  currency: string;
  /** What refunding it now gives back; null once refunded. */
  refundDue: string | null;
};
