/** The payment page's states: Stripe.js failing to load; paid, cancelled, not found, refused and unavailable orders. */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadStripeJs } from "@/features/payments/stripe/load-stripe";
import * as config from "@/lib/config";
import { jsonResponse, mockApi } from "@/testing/test-utils";
import { fake, ORDER_URL, paidOrder, pendingOrder, readyToPay, renderPage, setUpFakeStripe } from "./payment.fixtures";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));
jest.mock("@/features/payments/stripe/load-stripe");

beforeEach(setUpFakeStripe);

describe("PaymentPage", () => {
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
