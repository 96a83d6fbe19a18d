/** The payment page's card payment: paying a checkout, declines, 3-D Secure, a payment in flight (the checkout itself: payment-checkout.test.tsx). */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadStripeJs } from "@/features/payments/stripe/load-stripe";
import { jsonResponse } from "@/testing/test-utils";
import {
  amountOf,
  bodyOf,
  callsTo,
  CHECKOUTS_URL,
  fake,
  mockCheckout,
  ORDER_URL,
  ORDERS_URL,
  paidOrder,
  PAY_URL,
  pendingOrder,
  readyToPay,
  REFRESH_URL,
  region,
  renderPage,
  REQUIRES_ACTION,
  setUpFakeStripe,
  STRIPE_CONFIG,
  SUCCEEDED,
} from "./payment.fixtures";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));
jest.mock("@/features/payments/stripe/load-stripe");

beforeEach(setUpFakeStripe);

const COMPLETED = "Congratulation! Your Payment is completed";

describe("PaymentPage: paying by card", () => {
  it("keeps Pay disabled until the total, Stripe.js and the card element are ready", async () => {
    mockCheckout();
    let resolveStripe: (stripe: typeof fake.stripe) => void = () => {};
    jest.mocked(loadStripeJs).mockReturnValue(new Promise((resolve) => (resolveStripe = resolve)));

    renderPage();

    const pay = await screen.findByRole("button", { name: "Pay" });
    expect(pay).toBeDisabled();
    expect(screen.getByText("Loading the secure card form…")).toBeInTheDocument();
    expect(loadStripeJs).toHaveBeenCalledWith(STRIPE_CONFIG);
    await waitFor(() => expect(amountOf(region("Summary"), /^Total/)).toBe("€1,278.90"));

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

  it("pays: starts the checkout with the total shown, confirms with the card, then the spec's words, the transaction id and the receipt", async () => {
    let status = "pending";
    const fetch = mockCheckout({
      [ORDER_URL]: () => jsonResponse(status === "paid" ? paidOrder : pendingOrder),
      [PAY_URL]: (_url: URL, init?: RequestInit) => {
        expect(init?.method).toBe("POST");
        status = "paid";
        return jsonResponse(SUCCEEDED);
      },
    });
    renderPage();
    const pay = await readyToPay();
    const total = amountOf(region("Summary"), /^Total/);

    await userEvent.click(pay);

    const done = await screen.findByText(COMPLETED);
    expect(done.closest("[role=status]")).toHaveFocus();
    expect(within(done.closest("[role=status]") as HTMLElement).getByText("pi_9")).toBeInTheDocument();
    expect(bodyOf(fetch, CHECKOUTS_URL)).toEqual({
      orders: [3, 4],
      address: {
        fullName: "Ana Lima",
        line1: "Torstraße 1",
        line2: "",
        city: "Berlin",
        region: "",
        postalCode: "10119",
        country: "DE",
        phone: "",
      },
      method: 1,
      total: "1278.90",
    });
    expect(total).toBe("€1,278.90");
    expect(fake.confirmCardSetup).toHaveBeenCalledWith("seti_1_secret_xyz", { payment_method: { card: fake.card } });
    expect(bodyOf(fetch, PAY_URL)).toEqual({ paymentMethod: "pm_1" });
    expect(fake.confirmCardPayment).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    // The receipt: each order, the shipping by its method, the VAT in it, the total, the address.
    const receipt = within(await screen.findByRole("region", { name: "Receipt" }));
    expect(amountOf(receipt, "Sable brush × 2")).toBe("€69.00");
    expect(amountOf(receipt, "Lavender Field × 1")).toBe("€1,200.00");
    expect(amountOf(receipt, "Shipping: Standard parcel")).toBe("€9.90");
    expect(amountOf(receipt, /^Total/)).toBe("€1,278.90");
    expect(receipt.getByText("incl. VAT")).toBeInTheDocument();
    expect(receipt.getByText("Includes VAT 20%: €213.15")).toBeInTheDocument();
    expect(receipt.getByText("Torstraße 1")).toBeInTheDocument();
    expect(receipt.getByText("10119 Berlin")).toBeInTheDocument();

    // My Order's list is asked again (every order paid shows without a Pay link), and so is this order.
    await waitFor(() => expect(callsTo(fetch, ORDERS_URL)).toHaveLength(2));
    await waitFor(() => expect(callsTo(fetch, ORDER_URL)).toHaveLength(2));
    expect(screen.getByText(COMPLETED)).toBeInTheDocument();
  });

  it("shows a decline in red, lets the customer edit the card and try again with a fresh checkout", async () => {
    let attempts = 0;
    const fetch = mockCheckout({
      [PAY_URL]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ detail: "Your card was declined.", code: "card_declined" }, 402)
          : jsonResponse(SUCCEEDED);
      },
    });
    renderPage();
    const pay = await readyToPay();

    await userEvent.click(pay);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your card was declined.");
    expect(alert).toHaveClass("text-red-700");
    expect(pay).toBeEnabled();
    expect(screen.getByRole("textbox", { name: "Card number" })).toBeEnabled();
    expect(fake.card.destroy).not.toHaveBeenCalled(); // the same card element, to edit

    fake.fillCard(); // another card
    await userEvent.click(pay);

    expect(await screen.findByText(COMPLETED)).toBeInTheDocument();
    expect(callsTo(fetch, CHECKOUTS_URL)).toHaveLength(2);
    expect(fake.confirmCardSetup).toHaveBeenNthCalledWith(2, "seti_2_secret_xyz", {
      payment_method: { card: fake.card },
    });
    expect(bodyOf(fetch, PAY_URL, 1)).toEqual({ paymentMethod: "pm_2" });
  });

  it("shows Stripe's message in red when the card can't be set up, and asks the server nothing more", async () => {
    const fetch = mockCheckout();
    fake.confirmCardSetup.mockResolvedValue({
      error: { type: "card_error", message: "Your card number is incorrect." },
    });
    renderPage();
    const pay = await readyToPay();

    await userEvent.click(pay);

    expect(await screen.findByRole("alert")).toHaveTextContent("Your card number is incorrect.");
    expect(pay).toBeEnabled();
    expect(callsTo(fetch, PAY_URL)).toHaveLength(0);
  });

  it("runs 3-D Secure with confirmCardPayment(clientSecret) alone, then trusts the server's re-check", async () => {
    const fetch = mockCheckout({ [PAY_URL]: REQUIRES_ACTION, [REFRESH_URL]: SUCCEEDED });
    // localstripe's answer after authentication; the page does not read it.
    fake.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: "pi_9", status: "requires_payment_method" } });
    renderPage();
    const pay = await readyToPay();

    await userEvent.click(pay);

    expect(await screen.findByText(COMPLETED)).toBeInTheDocument();
    expect(screen.getByText("pi_9")).toBeInTheDocument();
    expect(fake.confirmCardPayment).toHaveBeenCalledTimes(1);
    expect(fake.confirmCardPayment.mock.calls[0]).toEqual(["pi_9_secret_abc"]);
    const [refresh] = callsTo(fetch, REFRESH_URL);
    expect(refresh[1]).toEqual(expect.objectContaining({ method: "POST", body: undefined }));
    const paths = fetch.mock.calls.map(([url]) => String(url));
    expect(paths.indexOf(REFRESH_URL)).toBeGreaterThan(paths.indexOf(PAY_URL));
  });

  it("says the bank did not approve it when 3-D Secure fails on Stripe, not Stripe's words", async () => {
    mockCheckout({
      [PAY_URL]: REQUIRES_ACTION,
      [REFRESH_URL]: { ...REQUIRES_ACTION, status: "requires_payment_method" },
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
    expect(screen.queryByText(COMPLETED)).not.toBeInTheDocument();
  });

  it("says the bank did not approve it when localstripe's 3-D Secure fails, whatever the server's jargon", async () => {
    mockCheckout({
      [PAY_URL]: REQUIRES_ACTION,
      [REFRESH_URL]: {
        ...REQUIRES_ACTION,
        status: "requires_payment_method",
        error: "The provided PaymentMethod has failed authentication.",
      },
    });
    fake.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: "pi_9", status: "requires_payment_method" } });
    renderPage();

    await userEvent.click(await readyToPay());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your bank did not approve this payment. Please try again or use another card.");
    expect(alert).not.toHaveTextContent("PaymentMethod");
  });

  it("keeps the provider's message in red when the card is declined after 3-D Secure", async () => {
    mockCheckout({
      [PAY_URL]: REQUIRES_ACTION,
      [REFRESH_URL]: {
        ...REQUIRES_ACTION,
        status: "requires_payment_method",
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
    mockCheckout({ [CHECKOUTS_URL]: () => jsonResponse({ detail: unverified, code: "email_unverified" }, 403) });
    renderPage();
    const pay = await readyToPay();

    await userEvent.click(pay);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(unverified);
    expect(alert).toHaveClass("text-red-700");
    expect(pay).toBeEnabled();
    expect(fake.confirmCardSetup).not.toHaveBeenCalled();
  });

  it("asks for the card when none was typed, without starting a checkout", async () => {
    const fetch = mockCheckout();
    renderPage();
    const pay = await screen.findByRole("button", { name: "Pay" });
    await waitFor(() => expect(fake.listens("ready")).toBe(true));
    fake.ready();
    await waitFor(() => expect(pay).toBeEnabled());

    await userEvent.click(pay);

    expect(screen.getByRole("alert")).toHaveTextContent("Enter your card details.");
    expect(fake.confirmCardSetup).not.toHaveBeenCalled();
    expect(callsTo(fetch, CHECKOUTS_URL)).toHaveLength(0);
  });

  it("keeps Pay, the orders and the methods disabled while a payment is in flight", async () => {
    let answer: (response: Response) => void = () => {};
    mockCheckout({ [PAY_URL]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPage();
    const pay = await readyToPay();

    await userEvent.click(pay);

    await waitFor(() => expect(pay).toHaveTextContent("Paying…"));
    expect(pay).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Lavender Field" })).toBeDisabled();
    expect(screen.getByRole("radio", { name: /Insured art courier/ })).toBeDisabled();
    await userEvent.click(pay);
    expect(fake.confirmCardSetup).toHaveBeenCalledTimes(1);

    answer(jsonResponse({ detail: "The shop had a problem.", code: "error" }, 500));

    expect(await screen.findByRole("alert")).toHaveTextContent("The shop had a problem.");
    expect(pay).toBeEnabled();
    expect(screen.getByRole("checkbox", { name: "Lavender Field" })).toBeEnabled();
  });
});
