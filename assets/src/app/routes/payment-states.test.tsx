/** The payment page's states: Stripe.js failing to load; paid, refunded, cancelled, not found and unavailable orders; refusals of a checkout. */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadStripeJs } from "@/features/payments/stripe/load-stripe";
import * as config from "@/lib/config";
import { jsonResponse, mockApi } from "@/testing/test-utils";
import {
  amountOf,
  BERLIN,
  callsTo,
  checkoutFor,
  CHECKOUTS_URL,
  fake,
  mockCheckout,
  ORDER_URL,
  paidOrder,
  PAY_URL,
  pendingOrder,
  readyToPay,
  renderPage,
  setUpFakeStripe,
  SUCCEEDED,
} from "./payment.fixtures";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));
jest.mock("@/features/payments/stripe/load-stripe");

beforeEach(setUpFakeStripe);

describe("PaymentPage: states", () => {
  it("says when Stripe.js could not load, and tries again", async () => {
    mockCheckout();
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

  it("shows a paid order as paid, with its transaction id and no checkout", async () => {
    const fetch = mockApi({ [ORDER_URL]: paidOrder });

    renderPage();

    expect(await screen.findByText("This order is paid.")).toBeInTheDocument();
    expect(screen.getByText("pi_paid_123")).toBeInTheDocument();
    expect(screen.getByText("Paid")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to My Order" })).toHaveAttribute("href", "/dashboard");
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
    expect(loadStripeJs).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1); // no orders, no quote
  });

  it("shows the receipt of the checkout that paid the order", async () => {
    mockApi({
      [ORDER_URL]: { ...paidOrder, checkout: 9 },
      "/api/checkouts/9": checkoutFor({ orders: [3, 4], address: BERLIN, method: 2, total: "" }, "paid"),
    });

    renderPage();

    const receipt = within(await screen.findByRole("region", { name: "Receipt" }));
    expect(amountOf(receipt, "Lavender Field × 1")).toBe("€1,200.00");
    expect(amountOf(receipt, "Shipping: Insured art courier")).toBe("€45.00");
    expect(amountOf(receipt, /^Total/)).toBe("€1,314.00");
    expect(receipt.getByText("Includes VAT 20%: €219.00")).toBeInTheDocument();
    expect(receipt.getByText("Signature on delivery")).toBeInTheDocument();
    expect(receipt.getByText("Germany")).toBeInTheDocument();
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
    mockApi({ [ORDER_URL]: { ...pendingOrder, status: "cancelled", payable: false } });

    renderPage();

    expect(await screen.findByText("This order was cancelled, so there is nothing to pay.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
    expect(loadStripeJs).not.toHaveBeenCalled();
  });

  it("says a refunded order has nothing to pay", async () => {
    mockApi({ [ORDER_URL]: { ...paidOrder, status: "refunded" } });

    renderPage();

    expect(await screen.findByText("This order was refunded, so there is nothing to pay.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
  });

  it("says when the order is not found (or is someone else's)", async () => {
    mockApi({ [ORDER_URL]: () => jsonResponse({ detail: "Not found.", code: "not_found" }, 404) });

    renderPage();

    expect(await screen.findByText("Order not found")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
    expect(loadStripeJs).not.toHaveBeenCalled();
  });

  it("shows that the order can't be paid any more when the server refuses it, reloads it, and moves the focus there", async () => {
    let status = "pending";
    mockCheckout({
      [ORDER_URL]: () =>
        jsonResponse(status === "pending" ? pendingOrder : { ...pendingOrder, status, payable: false }),
      [CHECKOUTS_URL]: () => {
        status = "cancelled";
        const detail = "Order #3 is cancelled: there is nothing to pay.";
        return jsonResponse({ detail, code: "not_payable", fields: { "orders.3": ["This order is cancelled."] } }, 409);
      },
    });
    renderPage();

    await userEvent.click(await readyToPay());

    const notice = await screen.findByText("This order was cancelled, so there is nothing to pay.");
    expect(notice.parentElement).toHaveFocus();
    expect(fake.confirmCardSetup).not.toHaveBeenCalled();
  });

  it("says when the checkout was closed, and starts a new one on the next Pay", async () => {
    let pays = 0;
    const fetch = mockCheckout({
      [PAY_URL]: () => {
        pays += 1;
        return pays === 1
          ? jsonResponse({ detail: "This checkout is closed.", code: "checkout_closed" }, 409)
          : jsonResponse(SUCCEEDED);
      },
    });
    renderPage();
    const pay = await readyToPay();

    await userEvent.click(pay);

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This payment was closed before it went through. Press Pay to start again.",
    );
    await userEvent.click(pay);

    expect(await screen.findByText("Congratulation! Your Payment is completed")).toBeInTheDocument();
    expect(callsTo(fetch, CHECKOUTS_URL)).toHaveLength(2);
  });

  it("shows a 409 amount_too_small's words beside Pay", async () => {
    const detail = "Payments under €0.50 cannot be made by card.";
    mockCheckout({ [CHECKOUTS_URL]: () => jsonResponse({ detail, code: "amount_too_small" }, 409) });
    renderPage();
    const pay = await readyToPay();

    await userEvent.click(pay);

    expect(await screen.findByRole("alert")).toHaveTextContent(detail);
    await waitFor(() => expect(pay).toBeEnabled());
  });

  it("says card payments are unavailable when the page has no Stripe set-up", async () => {
    jest.spyOn(config, "getConfig").mockReturnValue({ currency: "EUR", firebase: null, stripe: null });
    mockApi({ [ORDER_URL]: pendingOrder });

    renderPage();

    expect(await screen.findByText(/Card payments are not available right now/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
    expect(loadStripeJs).not.toHaveBeenCalled();
  });
});
