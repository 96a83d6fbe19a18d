/** The payment page tests' quotes, priced like the server: whole cents, VAT in the price by default. */
import { jsonResponse } from "@/testing/test-utils";

/** The DE zone's methods: their shipping price (gross, VAT in), null when it does not carry the parcel. */
const METHODS = [
  { id: 1, name: "Standard parcel", deliveryDaysMin: 3, deliveryDaysMax: 5, signature: false, price: 990 },
  { id: 2, name: "Insured art courier", deliveryDaysMin: 2, deliveryDaysMax: 4, signature: true, price: 4500 },
  { id: 3, name: "Letter post", deliveryDaysMin: 1, deliveryDaysMax: 2, signature: false, price: null },
];
const PRICES: Record<number, { itemName: string; quantity: number; cents: number }> = {
  3: { itemName: "Sable brush", quantity: 2, cents: 6900 },
  4: { itemName: "Lavender Field", quantity: 1, cents: 120000 },
  5: { itemName: "Oak easel", quantity: 1, cents: 3000 },
};

/** How the shop taxes: VAT in the price (EU), or tax on top of it (US); `taxedIn` null for an export. */
export type TaxSetup = { currency: string; included: boolean; rate: number; taxedIn: string | null };
export const EU_SHOP: TaxSetup = { currency: "eur", included: true, rate: 20, taxedIn: "DE" };
export const US_SHOP: TaxSetup = { currency: "usd", included: false, rate: 8.25, taxedIn: "US" };

const text = (cents: number) => (cents / 100).toFixed(2);

/** One line as the server prices it (cents): net + tax = gross. */
function line(cents: number, { included, rate, taxedIn }: TaxSetup) {
  const applied = taxedIn === null ? 0 : rate;
  const tax = included ? Math.round((cents * applied) / (100 + applied)) : Math.round((cents * applied) / 100);
  const net = included ? cents - tax : cents;
  return { net, tax, gross: net + tax, rate: applied };
}

export type QuoteOptions = { orders: number[]; country?: string; method?: number; setup?: TaxSetup; extra?: number };

/** POST /api/checkout/quote's answer for these orders (`extra` cents on the shipping: a price changed). */
export function buildQuote({ orders, country = "DE", method, setup = EU_SHOP, extra = 0 }: QuoteOptions) {
  const chosen = METHODS.find((offer) => offer.id === (method ?? 1)) ?? METHODS[0];
  const lines = orders.map((id) => ({
    _id: id,
    itemName: PRICES[id].itemName,
    quantity: PRICES[id].quantity,
    cents: PRICES[id].cents,
  }));
  const priced = lines.map((item) => ({ item, money: line(item.cents, setup) }));
  const shipping = line((chosen.price ?? 0) + extra, setup);
  const all = [...priced.map(({ money }) => money), shipping];
  const sum = (key: "net" | "tax" | "gross") => all.reduce((total, money) => total + money[key], 0);
  const wire = (money: ReturnType<typeof line>) => ({
    net: text(money.net),
    tax: text(money.tax),
    gross: text(money.gross),
    rate: money.rate.toFixed(2),
  });
  const rate = (setup.taxedIn === null ? 0 : setup.rate).toFixed(2);
  return {
    currency: setup.currency,
    pricesIncludeTax: setup.included,
    country,
    taxedIn: setup.taxedIn,
    lines: priced.map(({ item, money }) => ({
      _id: item._id,
      itemName: item.itemName,
      quantity: item.quantity,
      ...wire(money),
    })),
    methods: METHODS.map(({ price, ...offer }) => ({
      ...offer,
      zone: "Europe",
      price: price === null ? null : text(price),
    })),
    method: chosen.id,
    shipping: wire(shipping),
    taxes: [{ rate, net: text(sum("net")), tax: text(sum("tax")) }],
    net: text(sum("net")),
    tax: text(sum("tax")),
    total: text(sum("gross")),
  };
}

export const NOT_SHIPPED = {
  detail: "We don't ship to Peru yet.",
  code: "not_shipped",
  fields: { country: ["We don't ship to Peru yet."] },
};

/** POST /api/checkout/quote priced by buildQuote (Peru refused); `setup` for another shop. */
export function quoteRoute(setup: TaxSetup = EU_SHOP) {
  return (_url: URL, init?: RequestInit) => {
    expect(init?.method).toBe("POST");
    const body = JSON.parse(String(init?.body)) as { orders: number[]; country: string; method?: number };
    if (body.country === "PE") return jsonResponse(NOT_SHIPPED, 400);
    return jsonResponse(buildQuote({ ...body, setup }));
  };
}
