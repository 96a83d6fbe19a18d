export type OrderStatus = "pending" | "paid" | "cancelled";

/** An order as the API sends it. Prices are the shop's, snapshotted when it was placed. */
export type Order = {
  _id: number;
  /** The tool's `_id` (null once the tool is gone from the shop). */
  tool: number | null;
  /** The tool's name, for display. */
  name: string;
  ToolsName: string;
  customer: { email: string };
  customerName: string;
  toolsQuantity: number;
  unitPrice: number;
  /** The total: unit price x quantity. */
  toolsPrice: number;
  status: OrderStatus;
  /** The Stripe PaymentIntent id once the order is paid; null before. */
  transactionId: string | null;
  createdAt: string;
};
