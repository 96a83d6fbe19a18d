/**
 * The payment page tests' shared set-up: the customer's orders, the checkout API (quotes and
 * checkouts priced like the server: whole cents, VAT in the price by default), the fake
 * Stripe and the page rendered at /dashboard/payment/3.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { loadStripeJs } from "@/features/payments/stripe/load-stripe";
import * as config from "@/lib/config";
import { createFakeStripe, type FakeStripe } from "@/testing/mocks/stripe";
import { createTestQueryClient, jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { PaymentPage } from "./payment";
import { buildQuote, quoteRoute } from "./payment-quote.fixtures";

export * from "./payment-quote.fixtures";

export const STRIPE_CONFIG = { publishableKey: "pk_test_shop", jsUrl: "/stripe/v3.js", local: true };
export const ORDER_URL = "/api/mypurchase/3";
export const ORDERS_URL = "/api/mypurchase?customer=ana%40example.com";
export const QUOTE_URL = "/api/checkout/quote";
export const CHECKOUTS_URL = "/api/checkouts";
export const CHECKOUT_URL = "/api/checkouts/9";
export const PAY_URL = "/api/checkouts/9/pay";
export const REFRESH_URL = "/api/checkouts/9/refresh";

export const BERLIN = {
  fullName: "Ana Lima",
  line1: "Torstraße 1",
  line2: "",
  city: "Berlin",
  region: "",
  postalCode: "10119",
  country: "DE",
  countryName: "Germany",
  phone: "",
  lines: ["Ana Lima", "Torstraße 1", "10119 Berlin", "Germany"],
};
export const PARIS = {
  ...BERLIN,
  line1: "4 rue Vieille",
  city: "Paris",
  postalCode: "75004",
  country: "FR",
  countryName: "France",
  lines: ["Ana Lima", "4 rue Vieille", "75004 Paris", "France"],
};
export const COUNTRIES = [
  { code: "FR", name: "France" },
  { code: "DE", name: "Germany" },
  { code: "PE", name: "Peru" },
  { code: "US", name: "United States" },
];

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** The order the Pay link was for: two brushes. */
export const pendingOrder = {
  _id: 3,
  kind: "tool",
  tool: 5,
  painting: null,
  name: "Sable brush",
  ToolsName: "Sable brush",
  customer: { email: "ana@example.com" },
  customerName: "Ana",
  toolsQuantity: 2,
  unitPrice: 34.5,
  toolsPrice: 69,
  status: "pending",
  transactionId: null,
  createdAt: "2025-11-20T10:00:00Z",
  currency: "eur",
  payable: true,
  expiresAt: inMinutes(25),
  deliveryAddress: BERLIN,
  tracking: null,
  history: [],
  checkout: null,
};
/** Another unpaid order of the customer's: a painting. */
export const paintingOrder = {
  ...pendingOrder,
  _id: 4,
  kind: "painting",
  tool: null,
  painting: 7,
  name: "Lavender Field",
  ToolsName: "",
  toolsQuantity: 1,
  unitPrice: 1200,
  toolsPrice: 1200,
  expiresAt: inMinutes(20),
};
export const paidOrder = {
  ...pendingOrder,
  status: "paid",
  transactionId: "pi_paid_123",
  payable: false,
  expiresAt: null,
};
/** An order of the customer's paid before: not offered. */
export const paidBefore = { ...paidOrder, _id: 8, name: "Palette knife", ToolsName: "Palette knife", checkout: 2 };

type StartBody = { orders: number[]; address: typeof BERLIN; method: number; total: string };

/** The server's lines of an address, in the fixtures' countries (France and Germany write the postal code before the town). */
function linesOf(address: StartBody["address"], countryName: string): string[] {
  const { fullName, line1, line2, postalCode, city } = address;
  return [fullName, line1, line2, `${postalCode} ${city}`, countryName].filter(Boolean);
}

/** The checkout (9) POST /api/checkouts would start for `body`. */

export function checkoutFor(body: StartBody, status = "open") {
  const { methods, method, ...price } = buildQuote({ orders: body.orders, method: body.method });
  const chosen = methods.find((offer) => offer.id === method);
  const countryName = COUNTRIES.find((c) => c.code === body.address.country)?.name ?? "";
  return {
    _id: 9,
    status,
    ...price,
    lines: price.lines.map((item) => ({ ...item, status: status === "paid" ? "paid" : "pending" })),
    address: { ...body.address, countryName, lines: linesOf(body.address, countryName) },
    method: { ...chosen, id: method },
    transactionId: status === "paid" ? "pi_9" : null,
    createdAt: "2025-11-20T10:05:00Z",
  };
}

let setupCount = 0;

/** POST /api/checkouts: checkout 9 with a fresh SetupIntent secret at every call. */
export function startRoute() {
  return (_url: URL, init?: RequestInit) => {
    expect(init?.method).toBe("POST");
    const body = JSON.parse(String(init?.body)) as StartBody;
    setupCount += 1;
    return jsonResponse(
      {
        checkout: checkoutFor(body),
        clientSecret: "pi_9_secret_abc",
        setupSecret: `seti_${setupCount}_secret_xyz`,
        amount: Math.round(Number(buildQuote(body).total) * 100),
        currency: "eur",
      },
      201,
    );
  };
}

export const SUCCEEDED = { status: "succeeded", clientSecret: "pi_9_secret_abc", transactionId: "pi_9", error: null };
export const REQUIRES_ACTION = {
  status: "requires_action",
  clientSecret: "pi_9_secret_abc",
  transactionId: null,
  error: null,
};

/** The checkout API and the customer's orders as most tests want them; `routes` replace or add. */
export function mockCheckout(routes: Record<string, unknown> = {}) {
  return mockApi({
    [ORDER_URL]: pendingOrder,
    [ORDERS_URL]: [pendingOrder, paintingOrder, paidBefore],
    "/api/delivery-address": { deliveryAddress: BERLIN },
    "/api/countries": COUNTRIES,
    [QUOTE_URL]: quoteRoute(),
    [CHECKOUTS_URL]: startRoute(),
    [CHECKOUT_URL]: checkoutFor({ orders: [3, 4], address: BERLIN, method: 1, total: "" }, "paid"),
    ...routes,
  });
}

/** A new fake before each test: importers see the current one (an ES module live binding). */
export let fake: FakeStripe;

/**
 * For each test file's beforeEach (the test file also mocks load-stripe): a fresh fake Stripe that
 * Stripe.js loads as, the shop's Stripe set-up in the page config, and card setups that succeed.
 */
export function setUpFakeStripe() {
  fake = createFakeStripe();
  setupCount = 0;
  jest.mocked(loadStripeJs).mockResolvedValue(fake.stripe);
  jest.spyOn(config, "getConfig").mockReturnValue({ currency: "EUR", firebase: null, stripe: STRIPE_CONFIG });
  fake.confirmCardSetup.mockImplementation(async (secret: string) => ({
    setupIntent: { id: secret.split("_secret_")[0], status: "succeeded", payment_method: `pm_${secret.split("_")[1]}` },
  }));
}

/** The calls made to `path` (all methods). */
export function callsTo(fetch: jest.MockedFunction<typeof globalThis.fetch>, path: string) {
  return fetch.mock.calls.filter(([url]) => String(url) === path);
}

export function bodyOf(fetch: jest.MockedFunction<typeof globalThis.fetch>, path: string, nth = 0): unknown {
  return JSON.parse(String(callsTo(fetch, path)[nth]?.[1]?.body));
}

/** The bodies of every quote asked, in order. */
export function quotesAsked(fetch: jest.MockedFunction<typeof globalThis.fetch>): unknown[] {
  return callsTo(fetch, QUOTE_URL).map(([, init]) => JSON.parse(String(init?.body)));
}

export function renderPage(queryClient = createTestQueryClient()) {
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/payment/:id" element={<PaymentPage />} />
    </Routes>,
    { route: "/dashboard/payment/3", auth: signedInAs("ana@example.com"), queryClient },
  );
  return queryClient;
}

export const region = (name: string) => within(screen.getByRole("region", { name }));

/** The row of a price list (summary, receipt) whose label is `label`: its amount. */
export function amountOf(scope: ReturnType<typeof within>, label: string | RegExp): string {
  return scope.getByText(label, { selector: "dt" }).nextElementSibling?.textContent ?? "";
}

/** The page with the quote shown, Stripe.js and the card element ready, and a card typed in. */
export async function readyToPay() {
  const pay = await screen.findByRole("button", { name: "Pay" });
  await waitFor(() => expect(fake.listens("ready")).toBe(true));
  fake.ready();
  await waitFor(() => expect(pay).toBeEnabled());
  fake.fillCard();
  return pay;
}
