import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { loadStripeJs } from "@/features/payments/stripe/load-stripe";
import * as config from "@/lib/config";
import { createFakeStripe, type FakeStripe } from "@/testing/mocks/stripe";
import { createTestQueryClient, jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { PaymentPage } from "./payment";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));
jest.mock("@/features/payments/stripe/load-stripe");

const STRIPE_CONFIG = { publishableKey: "pk_test_shop", jsUrl: "/stripe/v3.js", local: true };
const ORDER_URL = "/api/mypurchase/3";
const ORDERS_URL = "/api/mypurchase?customer=ana%40example.com";

const pendingOrder = {
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
const paidOrder = { ...pendingOrder, status: "paid", transactionId: "pi_paid_123", payable: false, expiresAt: null };

let fake: FakeStripe;
let setupCount = 0;

beforeEach(() => {
  fake = createFakeStripe();
  setupCount = 0;
  jest.mocked(loadStripeJs).mockResolvedValue(fake.stripe);
  jest.spyOn(config, "getConfig").mockReturnValue({ currency: "USD", firebase: null, stripe: STRIPE_CONFIG });
  fake.confirmCardSetup.mockImplementation(async (secret: string) => ({
    setupIntent: { id: secret.split("_secret_")[0], status: "succeeded", payment_method: `pm_${secret.split("_")[1]}` },
  }));
});

/** POST /api/create-payment-intent: a fresh SetupIntent secret at every call. */
function createIntentRoute() {
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

function bodyOf(fetch: jest.MockedFunction<typeof globalThis.fetch>, path: string, nth = 0): unknown {
  const calls = fetch.mock.calls.filter(([url]) => String(url) === path);
  return JSON.parse(String(calls[nth]?.[1]?.body));
}

function renderPage(queryClient = createTestQueryClient()) {
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/payment/:id" element={<PaymentPage />} />
    </Routes>,
    { route: "/dashboard/payment/3", auth: signedInAs("ana@example.com"), queryClient },
  );
  return queryClient;
}

/** The page with Stripe.js and the card element ready, and a card typed in. */
async function readyToPay() {
  const pay = await screen.findByRole("button", { name: "Pay" });
  await waitFor(() => expect(fake.listens("ready")).toBe(true));
  fake.ready();
  await waitFor(() => expect(pay).toBeEnabled());
  fake.fillCard();
  return pay;
}

describe("PaymentPage", () => {
  it("shows the order and keeps Pay disabled until Stripe.js and the card element are ready", async () => {
    mockApi({ [ORDER_URL]: pendingOrder });
    let resolveStripe: (stripe: typeof fake.stripe) => void = () => {};
    jest.mocked(loadStripeJs).mockReturnValue(new Promise((resolve) => (resolveStripe = resolve)));

    renderPage();

    const summary = within(await screen.findByRole("region", { name: "Your order" }));
    expect(summary.getByText("Sable brush")).toBeInTheDocument();
    expect(summary.getByText("Quantity").nextElementSibling).toHaveTextContent("2");
    expect(summary.getByText("Total").nextElementSibling).toHaveTextContent("$69.00");
    const pay = screen.getByRole("button", { name: "Pay" });
    expect(pay).toBeDisabled();
    expect(screen.getByText("Loading the secure card form…")).toBeInTheDocument();
    expect(loadStripeJs).toHaveBeenCalledWith(STRIPE_CONFIG);

    resolveStripe(fake.stripe);
    await waitFor(() => expect(fake.card.mount).toHaveBeenCalled());
    expect(fake.elements.create).toHaveBeenCalledWith("card", expect.any(Object));
    expect(pay).toBeDisabled(); // Stripe.js is there, the card element is not ready yet

    await waitFor(() => expect(fake.listens("ready")).toBe(true));
    fake.ready();

    await waitFor(() => expect(pay).toBeEnabled());
    expect(screen.queryByText(/card form…/)).not.toBeInTheDocument();
    // The loading line stays, empty, and the card field is one 3rem line from the start:
    // the Pay button does not move when the form comes.
    expect(document.querySelector("#card-element")).toHaveClass("h-12");
    expect(document.querySelector("#card-element + [role=status]")).toHaveClass("min-h-5");
    expect(document.title).toBe("Payment | Brush & Canvas");
  });

  it("pays: a payment method from the card, the server confirms, the success message and transaction id show", async () => {
    let status = "pending";
    const fetch = mockApi({
      [ORDER_URL]: () => jsonResponse(status === "paid" ? paidOrder : pendingOrder),
      [ORDERS_URL]: [pendingOrder],
      "/api/create-payment-intent": createIntentRoute(),
      "/api/payments/confirm": () => {
        status = "paid";
        return jsonResponse({
          status: "succeeded",
          clientSecret: "pi_3_secret_abc",
          transactionId: "pi_3",
          error: null,
        });
      },
    });
    const queryClient = createTestQueryClient();
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: ["orders", "mine", "ana@example.com"] })
      .setData([pendingOrder]);
    renderPage(queryClient);
    const pay = await readyToPay();

    await userEvent.click(pay);

    const done = await screen.findByText("Congratulation! Your Payment is completed");
    expect(within(screen.getByRole("status")).getByText("pi_3")).toBeInTheDocument();
    expect(done.closest("[role=status]")).toHaveFocus();
    expect(fake.confirmCardSetup).toHaveBeenCalledWith("seti_1_secret_xyz", { payment_method: { card: fake.card } });
    expect(bodyOf(fetch, "/api/payments/confirm")).toEqual({ order: 3, paymentMethod: "pm_1" });
    expect(fake.confirmCardPayment).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    // My Order is refreshed (it shows the order paid, without a Pay link), and so is this order.
    expect(queryClient.getQueryState(["orders", "mine", "ana@example.com"])?.isInvalidated).toBe(true);
    await waitFor(() => expect(fetch.mock.calls.filter(([url]) => url === ORDER_URL)).toHaveLength(2));
    expect(await screen.findByText("Paid")).toBeInTheDocument();
    expect(screen.getByText("Congratulation! Your Payment is completed")).toBeInTheDocument();
  });

  it("shows a decline in red, lets the customer edit the card and try again with a fresh setup", async () => {
    let attempts = 0;
    const fetch = mockApi({
      [ORDER_URL]: pendingOrder,
      "/api/create-payment-intent": createIntentRoute(),
      "/api/payments/confirm": () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ detail: "Your card was declined.", code: "card_declined" }, 402)
          : jsonResponse({ status: "succeeded", clientSecret: "pi_3_secret_abc", transactionId: "pi_3", error: null });
      },
    });
    renderPage();
    const pay = await readyToPay();

    await userEvent.click(pay);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your card was declined.");
    expect(alert).toHaveClass("text-red-700");
    expect(pay).toBeEnabled();
    expect(pay).toHaveTextContent("Pay");
    expect(screen.getByRole("textbox", { name: "Card number" })).toBeEnabled();
    expect(fake.card.destroy).not.toHaveBeenCalled(); // the same card element, to edit

    fake.fillCard(); // another card
    await userEvent.click(pay);

    expect(await screen.findByText("Congratulation! Your Payment is completed")).toBeInTheDocument();
    expect(fake.confirmCardSetup).toHaveBeenNthCalledWith(2, "seti_2_secret_xyz", {
      payment_method: { card: fake.card },
    });
    expect(bodyOf(fetch, "/api/payments/confirm", 1)).toEqual({ order: 3, paymentMethod: "pm_2" });
  });

  it("shows Stripe's message in red when the card can't be set up, and asks the server nothing more", async () => {
    const fetch = mockApi({ [ORDER_URL]: pendingOrder, "/api/create-payment-intent": createIntentRoute() });
    fake.confirmCardSetup.mockResolvedValue({
      error: { type: "card_error", message: "Your card number is incorrect." },
    });
    renderPage();
    const pay = await readyToPay();

    await userEvent.click(pay);

    expect(await screen.findByRole("alert")).toHaveTextContent("Your card number is incorrect.");
    expect(pay).toBeEnabled();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith("/api/payments/"))).toBe(false);
  });

  it("runs 3-D Secure with confirmCardPayment(clientSecret) alone, then trusts the server's re-check", async () => {
    const fetch = mockApi({
      [ORDER_URL]: pendingOrder,
      "/api/create-payment-intent": createIntentRoute(),
      "/api/payments/confirm": {
        status: "requires_action",
        clientSecret: "pi_3_secret_abc",
        transactionId: null,
        error: null,
      },
      "/api/payments/refresh": {
        status: "succeeded",
        clientSecret: "pi_3_secret_abc",
        transactionId: "pi_3",
        error: null,
      },
    });
    // localstripe's answer after authentication; the page does not read it.
    fake.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: "pi_3", status: "requires_payment_method" } });
    renderPage();
    const pay = await readyToPay();

    await userEvent.click(pay);

    expect(await screen.findByText("Congratulation! Your Payment is completed")).toBeInTheDocument();
    expect(screen.getByText("pi_3")).toBeInTheDocument();
    expect(fake.confirmCardPayment).toHaveBeenCalledTimes(1);
    expect(fake.confirmCardPayment.mock.calls[0]).toEqual(["pi_3_secret_abc"]);
    expect(bodyOf(fetch, "/api/payments/refresh")).toEqual({ order: 3 });
    const paths = fetch.mock.calls.map(([url]) => String(url));
    expect(paths.indexOf("/api/payments/refresh")).toBeGreaterThan(paths.indexOf("/api/payments/confirm"));
  });

  it("says the bank did not approve it when 3-D Secure fails on Stripe, not Stripe's words", async () => {
    mockApi({
      [ORDER_URL]: pendingOrder,
      "/api/create-payment-intent": createIntentRoute(),
      "/api/payments/confirm": {
        status: "requires_action",
        clientSecret: "pi_3_secret_abc",
        transactionId: null,
        error: null,
      },
      "/api/payments/refresh": {
        status: "requires_payment_method",
        clientSecret: "pi_3_secret_abc",
        transactionId: null,
        error: null,
      },
    });
    // Stripe's answer to a failed authentication.
    fake.confirmCardPayment.mockResolvedValue({
      error: {
        type: "invalid_request_error",
        code: "payment_intent_authentication_failure",
        message: "We are unable to authenticate your payment method. Please choose a different payment method.",
      },
    });
    renderPage();
    const pay = await readyToPay();

    await userEvent.click(pay);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      /^Your bank did not approve this payment\. Please try again or use another card\.$/,
    );
    expect(alert).toHaveClass("text-red-700");
    expect(pay).toBeEnabled();
    expect(screen.queryByText("Congratulation! Your Payment is completed")).not.toBeInTheDocument();
  });

  it("says the bank did not approve it when localstripe's 3-D Secure fails, whatever the server's jargon", async () => {
    mockApi({
      [ORDER_URL]: pendingOrder,
      "/api/create-payment-intent": createIntentRoute(),
      "/api/payments/confirm": {
        status: "requires_action",
        clientSecret: "pi_3_secret_abc",
        transactionId: null,
        error: null,
      },
      "/api/payments/refresh": {
        status: "requires_payment_method",
        clientSecret: "pi_3_secret_abc",
        transactionId: null,
        error: "The provided PaymentMethod has failed authentication.",
      },
    });
    fake.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: "pi_3", status: "requires_payment_method" } });
    renderPage();

    await userEvent.click(await readyToPay());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your bank did not approve this payment. Please try again or use another card.");
    expect(alert).not.toHaveTextContent("PaymentMethod");
  });

  it("keeps the provider's message in red when the card is declined after 3-D Secure", async () => {
    mockApi({
      [ORDER_URL]: pendingOrder,
      "/api/create-payment-intent": createIntentRoute(),
      "/api/payments/confirm": {
        status: "requires_action",
        clientSecret: "pi_3_secret_abc",
        transactionId: null,
        error: null,
      },
      "/api/payments/refresh": {
        status: "requires_payment_method",
        clientSecret: "pi_3_secret_abc",
        transactionId: null,
        error: "Your card has insufficient funds.",
      },
    });
    fake.confirmCardPayment.mockResolvedValue({
      error: { type: "card_error", code: "card_declined", message: "Your card has insufficient funds." },
    });
    renderPage();

    await userEvent.click(await readyToPay());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your card has insufficient funds.");
    expect(alert).toHaveClass("text-red-700");
  });

  it("shows the server's word when the e-mail is not verified yet, and lets the customer try again", async () => {
    const unverified =
      "Please verify your email address before paying. Open the link we sent you, or send a new one from the banner at the top of the page.";
    mockApi({
      [ORDER_URL]: pendingOrder,
      "/api/create-payment-intent": () => jsonResponse({ detail: unverified, code: "email_unverified" }, 403),
    });
    renderPage();
    const pay = await readyToPay();

    await userEvent.click(pay);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(unverified);
    expect(alert).toHaveClass("text-red-700");
    expect(pay).toBeEnabled();
    expect(fake.confirmCardSetup).not.toHaveBeenCalled();
  });

  it("asks for the card when none was typed, without calling anyone", async () => {
    const fetch = mockApi({ [ORDER_URL]: pendingOrder });
    renderPage();
    const pay = await screen.findByRole("button", { name: "Pay" });
    await waitFor(() => expect(fake.listens("ready")).toBe(true));
    fake.ready();
    await waitFor(() => expect(pay).toBeEnabled());

    await userEvent.click(pay);

    expect(screen.getByRole("alert")).toHaveTextContent("Enter your card details.");
    expect(fake.confirmCardSetup).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("keeps Pay disabled while a payment is in flight", async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({
      [ORDER_URL]: pendingOrder,
      "/api/create-payment-intent": createIntentRoute(),
      "/api/payments/confirm": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderPage();
    const pay = await readyToPay();

    await userEvent.click(pay);

    await waitFor(() => expect(pay).toHaveTextContent("Paying…"));
    expect(pay).toBeDisabled();
    await userEvent.click(pay);
    expect(fake.confirmCardSetup).toHaveBeenCalledTimes(1);

    answer(jsonResponse({ detail: "The shop had a problem.", code: "error" }, 500));

    expect(await screen.findByRole("alert")).toHaveTextContent("The shop had a problem.");
    expect(pay).toBeEnabled();
  });

  it("says when Stripe.js could not load, and tries again", async () => {
    mockApi({ [ORDER_URL]: pendingOrder });
    jest.mocked(loadStripeJs).mockRejectedValueOnce(new Error("Stripe.js did not load"));
    renderPage();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We couldn't load the card form.");
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("button", { name: "Pay" })).toBeInTheDocument();
    expect(loadStripeJs).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a paid order as paid, with its transaction id and no card form", async () => {
    mockApi({ [ORDER_URL]: paidOrder });

    renderPage();

    expect(await screen.findByText("This order is paid.")).toBeInTheDocument();
    expect(screen.getByText("pi_paid_123")).toBeInTheDocument();
    expect(screen.getByText("Paid")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to My Order" })).toHaveAttribute("href", "/dashboard");
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
    expect(loadStripeJs).not.toHaveBeenCalled();
  });

  it("calls a painting's order a painting in the summary", async () => {
    mockApi({
      [ORDER_URL]: {
        ...paidOrder,
        kind: "painting",
        tool: null,
        painting: 4,
        name: "Lavender Field",
        toolsQuantity: 1,
      },
    });

    renderPage();

    const summary = within(await screen.findByRole("region", { name: "Your order" }));
    expect(summary.getByText("Painting")).toBeInTheDocument();
    expect(summary.queryByText("Tool")).not.toBeInTheDocument();
    expect(summary.getByText("Lavender Field")).toBeInTheDocument();
  });

  it("says a cancelled order has nothing to pay", async () => {
    mockApi({ [ORDER_URL]: { ...pendingOrder, status: "cancelled" } });

    renderPage();

    expect(await screen.findByText("This order was cancelled, so there is nothing to pay.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
    expect(loadStripeJs).not.toHaveBeenCalled();
  });

  it("says when the order is not found (or is someone else's)", async () => {
    mockApi({ [ORDER_URL]: () => jsonResponse({ detail: "Not found.", code: "not_found" }, 404) });

    renderPage();

    expect(await screen.findByText("Order not found")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
    expect(loadStripeJs).not.toHaveBeenCalled();
  });

  it("shows that the order can't be paid any more when the server refuses it, and reloads it", async () => {
    let status = "pending";
    mockApi({
      [ORDER_URL]: () => jsonResponse(status === "pending" ? pendingOrder : { ...pendingOrder, status }),
      "/api/create-payment-intent": () => {
        status = "cancelled";
        return jsonResponse({ detail: "This order can't be paid.", code: "not_payable" }, 409);
      },
    });
    renderPage();

    await userEvent.click(await readyToPay());

    expect(await screen.findByText("This order was cancelled, so there is nothing to pay.")).toBeInTheDocument();
    expect(fake.confirmCardSetup).not.toHaveBeenCalled();
  });

  it("says card payments are unavailable when the page has no Stripe set-up", async () => {
    jest.spyOn(config, "getConfig").mockReturnValue({ currency: "USD", firebase: null, stripe: null });
    mockApi({ [ORDER_URL]: pendingOrder });

    renderPage();

    expect(await screen.findByText(/Card payments are not available right now/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
    expect(loadStripeJs).not.toHaveBeenCalled();
  });
});
