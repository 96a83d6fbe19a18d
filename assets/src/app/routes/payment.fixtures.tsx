/** The payment page tests' shared set-up: the orders, the fake Stripe and the page rendered at /dashboard/payment/3. */
import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { loadStripeJs } from "@/features/payments/stripe/load-stripe";
import * as config from "@/lib/config";
import { createFakeStripe, type FakeStripe } from "@/testing/mocks/stripe";
import { createTestQueryClient, jsonResponse, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { PaymentPage } from "./payment";

export const STRIPE_CONFIG = { publishableKey: "pk_test_shop", jsUrl: "/stripe/v3.js", local: true };
export const ORDER_URL = "/api/mypurchase/3";
export const ORDERS_URL = "/api/mypurchase?customer=ana%40example.com";

export const pendingOrder = {
  _id: 3,
  tool: 5,
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
  currency: "usd",
  payable: true,
  expiresAt: new Date(Date.now() + 25 * 60_000).toISOString(),
  deliveryAddress: null,
  tracking: null,
  history: [],
};
export const paidOrder = {
  ...pendingOrder,
  status: "paid",
  transactionId: "pi_paid_123",
  payable: false,
  expiresAt: null,
};

/** A new fake before each test: importers see the current one (an ES module live binding). */
export let fake: FakeStripe;
let setupCount = 0;

/**
 * For each test file's beforeEach (the test file also mocks load-stripe): a fresh fake Stripe that
 * Stripe.js loads as, the shop's Stripe set-up in the page config, and card setups that succeed.
 */
export function setUpFakeStripe() {
  fake = createFakeStripe();
  setupCount = 0;
  jest.mocked(loadStripeJs).mockResolvedValue(fake.stripe);
  jest.spyOn(config, "getConfig").mockReturnValue({ currency: "USD", firebase: null, stripe: STRIPE_CONFIG });
  fake.confirmCardSetup.mockImplementation(async (secret: string) => ({
    setupIntent: { id: secret.split("_secret_")[0], status: "succeeded", payment_method: `pm_${secret.split("_")[1]}` },
  }));
}

/** POST /api/create-payment-intent: a fresh SetupIntent secret at every call. */
export function createIntentRoute() {
  return (_url: URL, init?: RequestInit) => {
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ order: 3 });
    setupCount += 1;
    return jsonResponse({
      clientSecret: "pi_3_secret_abc",
      setupSecret: `seti_${setupCount}_secret_xyz`,
      amount: 6900,
      currency: "usd",
      order: pendingOrder,
    });
  };
}

export function bodyOf(fetch: jest.MockedFunction<typeof globalThis.fetch>, path: string, nth = 0): unknown {
  const calls = fetch.mock.calls.filter(([url]) => String(url) === path);
  return JSON.parse(String(calls[nth]?.[1]?.body));
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

/** The page with Stripe.js and the card element ready, and a card typed in. */
export async function readyToPay() {
  const pay = await screen.findByRole("button", { name: "Pay" });
  await waitFor(() => expect(fake.listens("ready")).toBe(true));
  fake.ready();
  await waitFor(() => expect(pay).toBeEnabled());
  fake.fillCard();
  return pay;
}
