import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadStripeJs } from "@/features/payments/stripe/load-stripe";
import { jsonResponse, mockApi } from "@/testing/test-utils";
import { ORDER_URL, pendingOrder as anOrder, readyToPay, renderPage, setUpFakeStripe } from "./payment.fixtures";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));
jest.mock("@/features/payments/stripe/load-stripe");

const EXPIRED = "This order has expired. Please order again.";
const NOW = new Date("2026-11-02T10:00:00Z").getTime();

/** The pending order whose hold ends expiresInMs from now (already ended when negative). */
function pendingOrder(expiresInMs: number) {
  return { ...anOrder, expiresAt: new Date(Date.now() + expiresInMs).toISOString(), payable: expiresInMs > 0 };
}

beforeEach(setUpFakeStripe);

afterEach(() => jest.useRealTimers());

function expectExpiredNotice() {
  expect(screen.getByText(EXPIRED)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Order again" })).toHaveAttribute("href", "/purchase/5");
  expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
  expect(screen.queryByRole("group", { name: "Card details" })).not.toBeInTheDocument();
}

describe("PaymentPage: the hold on the order", () => {
  it("shows the time left, and when the hold ends, the expired message instead of the card form", async () => {
    jest.useFakeTimers({ now: NOW, advanceTimers: true });
    mockApi({ [ORDER_URL]: pendingOrder(90_000) });

    renderPage();

    expect(await screen.findByText("Pay within 2 min")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Pay" })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(31_000));
    expect(screen.getByText("Pay within 1 min")).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(60_000));
    expectExpiredNotice();
    expect(screen.getByText("Expired")).toBeInTheDocument();
    expect(screen.queryByText(/Pay within/)).not.toBeInTheDocument();
  });

  it("says the order has expired when the server says so (no card form)", async () => {
    mockApi({ [ORDER_URL]: { ...pendingOrder(-60_000), status: "expired", expiresAt: null } });

    renderPage();

    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expectExpiredNotice();
    expect(loadStripeJs).not.toHaveBeenCalled();
  });

  it("replaces the card form with the expired message on a 409 order_expired", async () => {
    let expired = false;
    mockApi({
      [ORDER_URL]: () => jsonResponse(expired ? { ...pendingOrder(-1), status: "expired" } : pendingOrder(600_000)),
      "/api/create-payment-intent": () => {
        expired = true;
        return jsonResponse({ detail: EXPIRED, code: "order_expired" }, 409);
      },
    });
    renderPage();
    const pay = await readyToPay();

    await userEvent.click(pay);

    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expectExpiredNotice();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the 409 amount_too_small detail the same way", async () => {
    const detail = "Orders under $0.50 cannot be paid by card.";
    mockApi({
      [ORDER_URL]: { ...pendingOrder(600_000), toolsPrice: 0.4 },
      "/api/create-payment-intent": () => jsonResponse({ detail, code: "amount_too_small" }, 409),
    });
    renderPage();
    const pay = await readyToPay();

    await userEvent.click(pay);

    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to My Order" })).toHaveAttribute("href", "/dashboard");
  });
});
