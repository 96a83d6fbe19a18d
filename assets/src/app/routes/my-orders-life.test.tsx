import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notify } from "@/lib/toast";
import { createTestQueryClient, jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { MyOrdersPage } from "./my-orders";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));
jest.mock("@/lib/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), show: jest.fn() },
}));

const ORDERS_URL = "/api/mypurchase?customer=ana%40example.com";
const NOW = new Date("2026-11-02T10:00:00Z").getTime();

function order(_id: number, name: string, overrides: Record<string, unknown> = {}) {
  return {
    _id,
    tool: 5,
    name,
    ToolsName: name,
    customer: { email: "ana@example.com" },
    customerName: "Ana",
    toolsQuantity: 1,
    unitPrice: 10,
    toolsPrice: 10,
    currency: "usd",
    status: "paid",
    transactionId: null,
    createdAt: "2026-11-02T09:30:00Z",
    expiresAt: null,
    payable: false,
    checkout: null,
    deliveryAddress: null,
    tracking: null,
    history: [],
    ...overrides,
  };
}

function renderPage() {
  renderWithProviders(<MyOrdersPage />, {
    route: "/dashboard",
    auth: signedInAs("ana@example.com"),
    queryClient: createTestQueryClient(),
  });
}

function row(name: string) {
  return within(screen.getByRole("rowheader", { name: new RegExp(`^${name}`) }).closest("tr") as HTMLElement);
}

describe("MyOrdersPage: the order's life", () => {
  afterEach(() => jest.useRealTimers());

  it("names every status in words", async () => {
    const statuses: [string, string][] = [
      ["pending", "Awaiting payment"],
      ["paid", "Paid"],
      ["shipped", "Shipped"],
      ["delivered", "Delivered"],
      ["cancelled", "Cancelled"],
      ["expired", "Expired"],
      ["refunded", "Refunded"],
    ];
    mockApi({
      [ORDERS_URL]: statuses.map(([status], index) => order(index + 1, `Tool ${status}`, { status })),
    });

    renderPage();

    // (The table's frame shows at once, with placeholder rows: wait for the orders.)
    await screen.findByRole("rowheader", { name: /^Tool pending/ });
    for (const [status, words] of statuses) {
      expect(row(`Tool ${status}`).getByText(words)).toBeInTheDocument();
    }
    // Pending but not payable (the server says the hold is over): no Pay.
    expect(row("Tool pending").queryByRole("link", { name: "Pay" })).not.toBeInTheDocument();
  });

  it("counts the time left down, then shows Expired and takes Pay and Cancel away without a reload", async () => {
    jest.useFakeTimers({ now: NOW, advanceTimers: true });
    const fetch = mockApi({
      [ORDERS_URL]: [
        order(3, "Sable brush", {
          status: "pending",
          payable: true,
          expiresAt: new Date(NOW + 2 * 60_000).toISOString(),
        }),
      ],
    });

    renderPage();

    const sable = await waitFor(() => row("Sable brush"));
    expect(sable.getByText("Pay within 2 min")).toBeInTheDocument();
    expect(sable.getByRole("link", { name: "Pay" })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(61_000));
    expect(row("Sable brush").getByText("Pay within 1 min")).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(60_000));
    const expired = row("Sable brush");
    expect(expired.getByText("Expired")).toBeInTheDocument();
    expect(expired.queryByText(/Pay within/)).not.toBeInTheDocument();
    expect(expired.queryByRole("link", { name: "Pay" })).not.toBeInTheDocument();
    expect(expired.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("shows the server's words when Stripe says the order was paid meanwhile, and refreshes it", async () => {
    const detail = "This order has already been paid, so it cannot be cancelled.";
    let status = "pending";
    const fetch = mockApi({
      [ORDERS_URL]: () =>
        jsonResponse([
          order(3, "Sable brush", {
            status,
            payable: status === "pending",
            expiresAt: status === "pending" ? new Date(Date.now() + 20 * 60_000).toISOString() : null,
          }),
        ]),
      "/api/mypurchase/3/cancel": () => {
        status = "paid";
        return jsonResponse({ detail, code: "already_paid" }, 409);
      },
    });
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await userEvent.click(screen.getByRole("button", { name: "Cancel order" }));

    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(detail));
    expect(await row("Sable brush").findByText("Paid")).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => url === ORDERS_URL)).toHaveLength(2);
  });
});
