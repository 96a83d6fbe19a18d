import type { AddressFields, DeliveryAddress, Order, OrderStatus } from "@/types/order";
import type { ShippingOffer } from "@/types/shipping";

/** An amount in the currency's major unit, as the API writes its decimals (a JSON number, 12.5;
 * a string is read the same): read with Number(). */
export type Money = number | string;

/** A tax rate in percent (20), as the API writes it. */
export type Rate = number | string;

/** One line of a price: net + tax = gross, each in whole cents, at `rate`. */
export type MoneyLine = { net: Money; tax: Money; gross: Money; rate: Rate };

/** An order's line: `_id` is the order's. */
export type QuoteLine = MoneyLine & { _id: number; itemName: string; quantity: number };

/** The tax at one rate, over the lines and the shipping taxed at it. */
export type TaxTotal = { rate: Rate; net: Money; tax: Money };

export type { ShippingOffer };

/** What a quote and a checkout both say of the money. */
export type PriceBreakdown = {
  /** Lower-case ISO code ("eur"). */
  currency: string;
  /** Prices include the tax (EU style: "Includes VAT"), or it comes on top (US style: "+ tax"). */
  pricesIncludeTax: boolean;
  country: string;
  /** The country whose rates apply; null for an export (no VAT). */
  taxedIn: string | null;
  lines: QuoteLine[];
  shipping: MoneyLine;
  taxes: TaxTotal[];
  net: Money;
  tax: Money;
  total: Money;
};

/** POST /api/checkout/quote: the orders as one parcel to `country`, by `method`. */
export type Quote = PriceBreakdown & {
  methods: ShippingOffer[];
  /** The method priced: the one asked for, else the cheapest that carries the parcel; null
   * (and no methods) in a shop that prices no shipping. */
  method: number | null;
};

export type QuoteInput = { orders: number[]; country: string; method?: number };

/** The address sent: the server adds the country's name. */
export type AddressInput = Omit<AddressFields, "countryName">;

export type CheckoutInput = {
  orders: number[];
  address: AddressInput;
  method: number | null;
  total: Money;
  /** The buyer's name for the certificates of the paintings among the orders (left out: none). */
  certificateName?: string;
};

export type CheckoutLine = QuoteLine & { status: OrderStatus };

/** One payment of several orders: their lines, one address, one method, one total. */
export type Checkout = PriceBreakdown & {
  _id: number;
  status: "open" | "paid" | "void";
  address: DeliveryAddress;
  method: { id: number | null; name: string; deliveryDaysMin: number; deliveryDaysMax: number; signature?: boolean };
  lines: CheckoutLine[];
  transactionId: string | null;
  createdAt: string;
};

/** POST /api/checkouts (201). */
export type StartedCheckout = {
  checkout: Checkout;
  /** The checkout's PaymentIntent: for 3-D Secure with `confirmCardPayment`. */
  clientSecret: string;
  /** A new SetupIntent for each attempt: `confirmCardSetup` turns the card into a PaymentMethod with it. */
  setupSecret: string;
  /** In the currency's smallest unit. */
  amount: number;
  currency: string;
};

/** One of the customer's other unpaid orders, as it stands now. */
export type OfferedOrder = {
  order: Order;
  /** False once its hold has ended ("Pay within" has run out). */
  payable: boolean;
  timeLeft: string | null;
};
