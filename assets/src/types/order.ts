export type OrderStatus = "pending" | "paid" | "shipped" | "delivered" | "cancelled" | "expired" | "refunded";

/** An address's fields as the API names them. `line2`, `region` and `phone` may be "". */
export type AddressFields = {
  fullName: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, e.g. "FR". */
  country: string;
  /** The country's name, for display (the server's). */
  countryName: string;
  phone: string;
};

/** Where an order goes, as the API sends it: its fields, and the lines to print (the name to
 * the country's name, as that country writes an address), which the web shows as they are. */
export type DeliveryAddress = AddressFields & { lines: string[] };

/** How a shipped order travels (`url` may be ""). */
export type Tracking = { carrier: string; number: string; url: string };

/** Who moved an order on: the customer, the shop's staff, Stripe, or the shop by itself (the hold ended, an automatic refund). */
export type OrderEventBy = "customer" | "staff" | "payment" | "system";

export type OrderEvent = { status: OrderStatus; at: string; by: OrderEventBy; note: string };

/** What an order buys: a quantity of a tool, or one painting (an original: quantity 1). */
export type OrderKind = "tool" | "painting";

/** An order as the API sends it. Prices are the shop's, snapshotted when it was placed. */
export type Order = {
  _id: number;
  kind: OrderKind;
  /** The tool's `_id` (null for a painting, or once the tool is gone from the shop). */
  tool: number | null;
  /** The painting's `_id` (null for a tool). */
  painting: number | null;
  /** The tool's name or the painting's title, for display. */
  name: string;
  ToolsName: string;
  customer: { email: string };
  customerName: string;
  toolsQuantity: number;
  unitPrice: number;
  /** The total: unit price x quantity. */
  toolsPrice: number;
  /** Lower-case ISO code, e.g. "usd". */
  currency: string;
  /** A pending order whose hold has ended reads as "expired" even before the periodic job expires it. */
  status: OrderStatus;
  /** The Stripe PaymentIntent id once the order is paid; null before. */
  transactionId: string | null;
  createdAt: string;
  /** When the stock's hold ends, while pending; null otherwise. */
  expiresAt: string | null;
  /** True only while pending and before `expiresAt`. */
  payable: boolean;
  /** Null for orders placed before addresses existed. */
  deliveryAddress: DeliveryAddress | null;
  tracking: Tracking | null;
  /** Oldest first; the first row is always "pending" (the order was placed). */
  history: OrderEvent[];
  /** The checkout that paid it or is paying it (several orders paid at once); null before. */
  checkout: number | null;
};
