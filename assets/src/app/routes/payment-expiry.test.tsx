/** The payment page and the holds on the orders: each order keeps its own; one that ends is named and the total redrawn. */
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadStripeJs } from "@/features/payments/stripe/load-stripe";
import { jsonResponse } from "@/testing/test-utils";
import {
  amountOf,
  bodyOf,
  CHECKOUTS_URL,
  mockCheckout,
  ORDER_URL,
  ORDERS_URL,
  paintingOrder,
  pendingOrder,
  PAY_URL,
  QUOTE_URL,
  quoteRoute,
  quotesAsked,
  readyToPay,
  region,
  renderPage,
  setUpFakeStripe,
  SUCCEEDED,
} from "./payment.fixtures";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));
jest.mock("@/features/payments/stripe/load-stripe");

const EXPIRED = "This order has expired. Please order again.";
const PAINTING_EXPIRED = "Order #4 has expired: it is no longer held for you.";
const NOW = new Date("2026-11-02T10:00:00Z").getTime();

/** The order whose hold ends expiresInMs from now (already ended when negative). */
function held<T extends { expiresAt: string | null; payable: boolean }>(order: T, expiresInMs: number): T {
  return { ...order, expiresAt: new Date(Date.now() + expiresInMs).toISOString(), payable: expiresInMs > 0 };
}

/** 409 order_expired naming order 4, as the quote, the start and the pay calls answer it. */
const paintingExpired = () =>
  jsonResponse({ detail: PAINTING_EXPIRED, code: "order_expired", fields: { "orders.4": [EXPIRED] } }, 409);

const total = () => amountOf(region("Summary"), /^Total/);

beforeEach(setUpFakeStripe);

afterEach(() => jest.useRealTimers());

function expectExpiredNotice() {
  expect(screen.getByText(EXPIRED)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Order again" })).toHaveAttribute("href", "/purchase/5");
  expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
  expect(screen.queryByRole("group", { name: "Card details" })).not.toBeInTheDocument();
}

describe("PaymentPage: the holds on the orders", () => {
  it("shows the time left, and when the hold of the order clicked ends, the expired message instead of the checkout", async () => {
    jest.useFakeTimers({ now: NOW, advanceTimers: true });
    const order = held(pendingOrder, 90_000);
    mockCheckout({ [ORDER_URL]: order, [ORDERS_URL]: [order] });

    renderPage();

    expect(await screen.findByText("Pay within 2 min")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Pay" })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(31_000));
    expect(screen.getByText("Pay within 1 min")).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(60_000));
    expectExpiredNotice();
    expect(screen.getByText("Expired")).toBeInTheDocument();
    expect(screen.queryByText(/Pay within/)).not.toBeInTheDocument();
    expect(screen.getByText(EXPIRED).parentElement).toHaveFocus();
  });

  it("says the order has expired when the server says so (no checkout)", async () => {
    mockCheckout({ [ORDER_URL]: { ...held(pendingOrder, -60_000), status: "expired", expiresAt: null } });

    renderPage();

    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expectExpiredNotice();
    expect(loadStripeJs).not.toHaveBeenCalled();
  });

  it("replaces the checkout with the expired message when starting it answers 409 order_expired for the order clicked", async () => {
    let expired = false;
    mockCheckout({
      [ORDER_URL]: () => jsonResponse(expired ? { ...held(pendingOrder, -1), status: "expired" } : pendingOrder),
      [CHECKOUTS_URL]: () => {
        expired = true;
        const detail = "Order #3 has expired: it is no longer held for you.";
        return jsonResponse({ detail, code: "order_expired", fields: { "orders.3": [EXPIRED] } }, 409);
      },
    });
    renderPage();

    await userEvent.click(await readyToPay());

    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expectExpiredNotice();
  });

  it("names another order whose hold ends during the checkout, leaves it out and redraws the total", async () => {
    jest.useFakeTimers({ now: NOW, advanceTimers: true });
    const order = held(pendingOrder, 20 * 60_000);
    const fetch = mockCheckout({ [ORDER_URL]: order, [ORDERS_URL]: [order, held(paintingOrder, 90_000)] });
    renderPage();
    await waitFor(() => expect(total()).toBe("€1,278.90"));
    expect(screen.getByText("Pay within 2 min")).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(91_000));

    expect(region("Your orders").getByRole("status")).toHaveTextContent(PAINTING_EXPIRED);
    expect(screen.queryByRole("checkbox", { name: "Lavender Field" })).not.toBeInTheDocument();
    await waitFor(() => expect(total()).toBe("€78.90"));
    expect(quotesAsked(fetch)).toEqual([
      { orders: [3, 4], country: "DE" },
      { orders: [3], country: "DE" },
    ]);
  });

  it("names an order the quote refuses as expired, leaves it out and asks again without it", async () => {
    const fetch = mockCheckout({
      [QUOTE_URL]: (url: URL, init?: RequestInit) =>
        JSON.parse(String(init?.body)).orders.includes(4) ? paintingExpired() : quoteRoute()(url, init),
    });

    renderPage();

    await waitFor(() => expect(total()).toBe("€78.90"));
    expect(region("Your orders").getByRole("status")).toHaveTextContent(PAINTING_EXPIRED);
    expect(screen.queryByRole("checkbox", { name: "Lavender Field" })).not.toBeInTheDocument();
    expect(quotesAsked(fetch).at(-1)).toEqual({ orders: [3], country: "DE" });
  });

  it("names an order that expired while paying, leaves it out, and pays the rest when asked again", async () => {
    let pays = 0;
    const fetch = mockCheckout({
      [PAY_URL]: () => {
        pays += 1;
        return pays === 1 ? paintingExpired() : jsonResponse(SUCCEEDED);
      },
    });
    renderPage();
    const pay = await readyToPay();

    await userEvent.click(pay);

    expect(await screen.findByRole("alert")).toHaveTextContent(PAINTING_EXPIRED);
    expect(region("Your orders").getByRole("status")).toHaveTextContent(PAINTING_EXPIRED);
    await waitFor(() => expect(total()).toBe("€78.90"));
    await waitFor(() => expect(pay).toBeEnabled());

    await userEvent.click(pay);

    expect(await screen.findByText("Congratulation! Your Payment is completed")).toBeInTheDocument();
    expect(bodyOf(fetch, CHECKOUTS_URL, 1)).toEqual(expect.objectContaining({ orders: [3], total: "78.90" }));
  });
});
