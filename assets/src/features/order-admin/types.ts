/** Every status an order can be in (issue 13's contract); `expired` also for a pending order past its hold. */
export const ORDER_STATUSES = ["pending", "paid", "shipped", "delivered", "cancelled", "expired", "refunded"] as const;

export type AdminOrderStatus = (typeof ORDER_STATUSES)[number];

export type DeliveryAddress = {
  fullName: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  countryName: string;
  phone: string;
};

export type Tracking = { carrier: string; number: string; url: string };

export type HistoryEntry = {
  status: AdminOrderStatus;
  at: string;
  /** Who moved the order: the customer, staff, Stripe ("payment") or the shop itself ("system"). */
  by: "customer" | "staff" | "payment" | "system";
  note: string;
};

/** An order as the admin API sends it (GET /api/manage/orders). */
export type AdminOrder = {
  _id: number;
  tool: number | null;
  name: string;
  ToolsName: string;
  customer: { email: string };
  customerName: string;
  toolsQuantity: number;
  unitPrice: number | string;
  toolsPrice: number | string;
  status: AdminOrderStatus;
  transactionId: string | null;
  createdAt: string;
  /** Lower-case ISO code, e.g. "usd". */
  currency: string;
  expiresAt: string | null;
  payable: boolean;
  deliveryAddress: DeliveryAddress | null;
  tracking: Tracking | null;
  history: HistoryEntry[];
};

export type OrderPayment = {
  status: string;
  /** In minor units (cents). */
  amount: number;
  currency: string;
  paymentIntentId: string | null;
  refundId: string | null;
};

/** One order with its payment (GET /api/manage/orders/{id}). */
export type AdminOrderDetail = AdminOrder & { payment: OrderPayment | null };

export type OrderListFilters = {
  /** "" for every status. */
  status: AdminOrderStatus | "";
  search: string;
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

/** What an admin sends to mark an order shipped. */
export type ShipOrderInput = { carrier: string; trackingNumber: string; trackingUrl: string };
