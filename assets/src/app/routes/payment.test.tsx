/** The payment page: paying by card, declines, 3-D Secure, a payment in flight (other states: payment-states.test.tsx). */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadStripeJs } from "@/features/payments/stripe/load-stripe";
import { createTestQueryClient, jsonResponse, mockApi } from "@/testing/test-utils";
import {
  bodyOf,
  createIntentRoute,
  fake,
  ORDER_URL,
  ORDERS_URL,
  paidOrder,
  pendingOrder,
  readyToPay,
  renderPage,
  setUpFakeStripe,
  STRIPE_CONFIG,
} from "./payment.fixtures";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));
jest.mock("@/features/payments/stripe/load-stripe");

beforeEach(setUpFakeStripe);

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
});
