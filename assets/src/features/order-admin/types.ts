import type { DeliveryAddress, Order, OrderEvent, OrderStatus, Tracking } from "@/types/order";

/** Every status an order can be in (issue 13's contract); `expired` also for a pending order past its hold. */
export const ORDER_STATUSES = [
  "pending",
  "paid",
  "shipped",
  "delivered",
  "cancelled",
  "expired",
  "refunded",
] as const satisfies readonly OrderStatus[];

export type AdminOrderStatus = OrderStatus;

export type { DeliveryAddress, Tracking };

export type HistoryEntry = OrderEvent;

/** An order as the admin API sends it (GET /api/manage/orders): the customer's own shape,
 * except that a customer who deleted their account has no e-mail (customerDeleted). */
export type AdminOrder = Omit<Order, "customer"> & {
  customer: { email: string | null };
  customerDeleted?: boolean;
};

export type OrderPayment = {
  status: string;
  /** In minor units (cents). */
  amount: number;
  currency: string;
  paymentIntentId: string | null;
  refundId: string | null;
};

/** Tax at one rate (percent), as decimal strings. */
export type RateTax = { rate: string; net: string; tax: string };

/** Money given back from a parcel without refunding a whole order: part of one order's line, or the shipping. */
export type RefundPart = {
  _id: number;
  /** The order whose line it comes from; null for the shipping. */
  order: number | null;
  shipping: boolean;
  /** A decimal (a JSON number from the API, which does not write decimals as strings). */
  amount: string | number;
  /** Why, in the admin's words (the customer reads it). */
  reason: string;
  createdAt: string;
  /** Its credit note's number, e.g. "CN-2026-000004" (none yet while it is being made). */
  creditNote: string | null;
};

/** The checkout an order is paid (or being paid) in: one parcel, one shipping line. */
export type OrderParcel = {
  _id: number;
  status: "open" | "paid" | "void";
  /** The shipping method's name. */
  method: string;
  shipping: string;
  shippingRefunded: boolean;
  /** The shipping can be given back now: the parcel is paid, charged shipping, and it has not gone back. */
  shippingRefundable: boolean;
  tax: string;
  total: string;
  taxes: RateTax[];
  /** Every order of the parcel, this one included. */
  orders: number[];
  /** The part refunds made on the parcel so far, oldest first. */
  refundParts: RefundPart[];
};

/** One order with its payment and its parcel (GET /api/manage/orders/{id}). */
export type AdminOrderDetail = AdminOrder & {
  payment: OrderPayment | null;
  parcel?: OrderParcel | null;
  /** What refunding it now gives back, for an order of a paid checkout (its line, the shipping too for the last one). */
  refundAmount?: string | number | null;
  /** At most how much of this order's line can go back as a part refund now (a decimal); null when none can. */
  partRefundable: string | number | null;
};

export type OrderListFilters = {
  /** "" for every status. */
  status: AdminOrderStatus | "";
  search: string;
  /** Only orders in an open return (asked for or received, not refunded). */
  openReturns?: boolean;
  offset: number;
};

export type OverviewDay = { date: string; orders: number; revenue: string };

export type LowStockTool = { _id: number; name: string; availableQuantity: number };

/** GET /api/manage/overview: the last 30 days (oldest first), what waits to ship, what runs out. */
export type OrdersOverview = {
  currency: string;
  days: OverviewDay[];
  awaitingShipment: number;
  lowStock: LowStockTool[];
};

/** What an admin sends to give part of the money back: some of the order's line, or the parcel's shipping. */
export type RefundPartInput = { part: "amount"; amount: string; reason: string } | { part: "shipping"; reason: string };

/** What an admin sends to mark an order shipped. */
export type ShipOrderInput = { carrier: string; trackingNumber: string; trackingUrl: string };
