import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { AuthProvider, RequireAuth } from "@/features/auth";
import { PUBLIC_QUERY } from "@/lib/query-client";
import { notify } from "@/lib/toast";
import { mockMatchMedia, phone, restoreMatchMedia } from "@/testing/media-query";
import * as firebase from "@/testing/mocks/firebase";
import { sizeClasses } from "@/testing/class-names";
import {
  createTestQueryClient,
  fakeJwt,
  jsonResponse,
  mockApi,
  renderWithProviders,
  signedInAs,
} from "@/testing/test-utils";
import { MyOrdersPage } from "./my-orders";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));
jest.mock("@/lib/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), show: jest.fn() },
}));

beforeEach(() => firebase.resetFirebaseFake());

const ORDERS_URL = "/api/mypurchase?customer=ana%40example.com";

function order(overrides: Record<string, unknown>) {
  return {
    _id: 1,
    tool: 5,
    name: "Linen canvas",
    ToolsName: "Linen canvas",
    customer: { email: "ana@example.com" },
    customerName: "Ana",
    toolsQuantity: 4,
    unitPrice: 18,
    toolsPrice: 72,
    status: "pending",
    createdAt: "2025-11-20T10:00:00Z",
    currency: "usd",
    expiresAt: null,
    payable: false,
    checkout: null,
    deliveryAddress: null,
    tracking: null,
    history: [],
    ...overrides,
  };
}

const pending = order({
  _id: 3,
  name: "Sable brush",
  ToolsName: "Sable brush",
  toolsQuantity: 2,
  unitPrice: 34.5,
  toolsPrice: 69,
  payable: true,
  // 29 and a half minutes from now: "Pay within 30 min".
  expiresAt: new Date(Date.now() + 29.5 * 60_000).toISOString(),
});
const paid = order({
  _id: 2,
  name: "Beech easel",
  ToolsName: "Beech easel",
  toolsQuantity: 1,
  unitPrice: 129,
  toolsPrice: 129,
  status: "paid",
});
const cancelled = order({ _id: 1, toolsQuantity: 10, toolsPrice: 180, status: "cancelled" });

function renderPage(queryClient = createTestQueryClient()) {
  renderWithProviders(<MyOrdersPage />, { route: "/dashboard", auth: signedInAs("ana@example.com"), queryClient });
  return queryClient;
}

function row(name: string) {
  return screen.getByRole("rowheader", { name: new RegExp(`^${name}`) }).closest("tr") as HTMLElement;
}

describe("MyOrdersPage, paintings", () => {
  it("tags a painting's order, keeps the spec's columns, and says the painting goes back on sale if cancelled", async () => {
    const painting = order({
      _id: 7,
      kind: "painting",
      tool: null,
      painting: 3,
      name: "Lavender Field",
      ToolsName: "Lavender Field",
      toolsQuantity: 1,
      toolsPrice: 850,
      payable: true,
      expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    });
    mockApi({ [ORDERS_URL]: [painting, { ...paid, kind: "tool", painting: null }] });
    renderPage();

    const lavender = within(await screen.findByRole("rowheader", { name: /^Lavender Field/ }));
    expect(lavender.getByText("Painting")).toBeInTheDocument();
    expect(lavender.getByRole("link", { name: "Lavender Field" })).toHaveAttribute("href", "/dashboard/order/7");
    expect(within(row("Beech easel")).queryByText("Painting")).not.toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Name",
      "Quantity",
      "Price",
      "Status",
      "Actions",
    ]);

    await userEvent.click(within(row("Lavender Field")).getByRole("button", { name: "Cancel" }));

    expect(screen.getByRole("dialog")).toHaveTextContent("The painting goes back on sale, and this cannot be undone.");
  });
});

describe("MyOrdersPage", () => {
  afterEach(restoreMatchMedia);

  it("lists the customer's orders with quantity, total price, status, and Pay only for unpaid ones", async () => {
    const fetch = mockApi({ [ORDERS_URL]: [pending, paid, cancelled] });

    renderPage();

    expect(screen.getByRole("heading", { level: 1, name: "My Order" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading your orders…");
    expect(await screen.findByRole("rowheader", { name: /^Sable brush/ })).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Name",
      "Quantity",
      "Price",
      "Status",
      "Actions",
    ]);
    expect(screen.getAllByRole("row")).toHaveLength(4);

    const sable = within(row("Sable brush"));
    expect(sable.getByRole("cell", { name: "2" })).toBeInTheDocument();
    expect(sable.getByRole("cell", { name: "$69.00 incl. VAT" })).toBeInTheDocument();
    expect(sable.getByText("Awaiting payment")).toBeInTheDocument();
    expect(sable.getByText("Pay within 30 min")).toBeInTheDocument();
    expect(sable.getByRole("link", { name: "Sable brush" })).toHaveAttribute("href", "/dashboard/order/3");
    expect(sable.getByRole("link", { name: "Pay" })).toHaveAttribute("href", "/dashboard/payment/3");
    expect(sable.getByRole("link", { name: "Pay" })).toHaveAccessibleDescription(expect.stringMatching(/^Sable brush/));
    expect(sable.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    // Two small buttons side by side: px-3.5 py-1.5 only, not the default px-5 py-2.5 as well.
    expect(sizeClasses(sable.getByRole("link", { name: "Pay" }))).toEqual(["px-3.5", "py-1.5", "text-sm"]);
    expect(sizeClasses(sable.getByRole("button", { name: "Cancel" }))).toEqual(["px-3.5", "py-1.5", "text-sm"]);

    const easel = within(row("Beech easel"));
    expect(easel.getByRole("cell", { name: "$129.00 incl. VAT" })).toBeInTheDocument();
    expect(easel.getByText("Paid")).toBeInTheDocument();
    expect(easel.queryByRole("link", { name: "Pay" })).not.toBeInTheDocument();
    expect(easel.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();

    const canvas = within(row("Linen canvas"));
    expect(canvas.getByText("Cancelled")).toBeInTheDocument();
    expect(canvas.getAllByRole("link").map((link) => link.textContent)).toEqual(["Linen canvas"]);
    expect(canvas.queryByRole("button")).not.toBeInTheDocument();

    expect(screen.getAllByRole("link", { name: "Pay" })).toHaveLength(1);
    expect(fetch).toHaveBeenCalledWith(ORDERS_URL, expect.objectContaining({ method: "GET" }));
    expect(document.title).toBe("My Order | Brush & Canvas");
  });

  it("keeps the table's frame with three placeholder rows while the orders load (nothing moves when they come)", () => {
    mockApi({ [ORDERS_URL]: () => new Promise<Response>(() => {}) });

    renderPage();

    expect(screen.getByRole("status")).toHaveTextContent("Loading your orders…");
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Name", "Quantity", "Price", "Status", "Actions"]);
    const placeholders = table.querySelector("tbody") as HTMLElement;
    expect(placeholders).toHaveAttribute("aria-hidden", "true");
    expect(placeholders.querySelectorAll("tr")).toHaveLength(3);
    // A row as tall as an order's: its name (text-sm) over its date (text-xs).
    expect(placeholders.querySelector("td span")).toHaveClass("h-5");
    expect(placeholders.querySelector("td span + span")).toHaveClass("h-4", "mt-0.5");
  });

  it("shows placeholder cards while loading on a phone", () => {
    mockMatchMedia(phone);
    mockApi({ [ORDERS_URL]: () => new Promise<Response>(() => {}) });

    renderPage();

    expect(screen.getByRole("status")).toHaveTextContent("Loading your orders…");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(document.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(3);
  });

  it("shows cards instead of a table on a phone", async () => {
    window.matchMedia = jest.fn((query: string) => ({
      matches: query.includes("max-width"),
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })) as unknown as typeof window.matchMedia;
    mockApi({ [ORDERS_URL]: [pending, paid] });

    try {
      renderPage();

      const card = within((await screen.findByRole("article", { name: "Sable brush" })) as HTMLElement);
      expect(screen.queryByRole("table")).not.toBeInTheDocument();
      expect(card.getByText("Quantity").nextElementSibling).toHaveTextContent("2");
      expect(card.getByText("Price").nextElementSibling).toHaveTextContent("$69.00");
      expect(card.getByText("Awaiting payment")).toBeInTheDocument();
      expect(card.getByRole("link", { name: "Pay" })).toHaveAttribute("href", "/dashboard/payment/3");
      expect(card.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
      expect(card.getByText("Pay within 30 min")).toBeInTheDocument();
      expect(card.getByRole("link", { name: "Sable brush" })).toHaveAttribute("href", "/dashboard/order/3");
      const easel = within(screen.getByRole("article", { name: "Beech easel" }));
      expect(easel.queryByRole("link", { name: "Pay" })).not.toBeInTheDocument();
      expect(easel.getByRole("link", { name: "Beech easel" })).toHaveAttribute("href", "/dashboard/order/2");
    } finally {
      // @ts-expect-error jsdom has no matchMedia: put it back that way.
      delete window.matchMedia;
    }
  });

  it("asks before cancelling, then cancels, cheers and refreshes the orders and the tools", async () => {
    let status = "pending";
    const fetch = mockApi({
      [ORDERS_URL]: () => jsonResponse([{ ...pending, status }, paid]),
      "/api/mypurchase/3/cancel": (_url: URL, init?: RequestInit) => {
        expect(init?.method).toBe("POST");
        status = "cancelled";
        return jsonResponse({ ...pending, status });
      },
    });
    const queryClient = createTestQueryClient();
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: ["tools", "detail", "5"], meta: PUBLIC_QUERY })
      .setData({ _id: 5 });
    renderPage(queryClient);
    const cancelButton = await screen.findByRole("button", { name: "Cancel" });

    await userEvent.click(cancelButton);

    const dialog = screen.getByRole("dialog", { name: "Cancel this order?" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining("Sable brush, quantity 2, $69.00."));
    expect(within(dialog).getByRole("button", { name: "Keep order" })).toHaveFocus();
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/cancel"))).toBe(false);

    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Order cancelled"));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(within(row("Sable brush")).getByText("Cancelled")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Pay" })).not.toBeInTheDocument();
    await waitFor(() => expect(fetch.mock.calls.filter(([url]) => url === ORDERS_URL)).toHaveLength(2));
    expect(queryClient.getQueryState(["tools", "detail", "5"])?.isInvalidated).toBe(true);
    // The button that opened the dialog is gone: focus goes to the page's heading.
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "My Order" })).toHaveFocus());
  });

  it("keeps the order with 'Keep order' or Escape, and gives focus back to the Cancel button", async () => {
    const fetch = mockApi({ [ORDERS_URL]: [pending] });
    renderPage();
    const cancelButton = await screen.findByRole("button", { name: "Cancel" });

    await userEvent.click(cancelButton);
    await userEvent.click(screen.getByRole("button", { name: "Keep order" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(cancelButton).toHaveFocus());

    await userEvent.click(cancelButton);
    await userEvent.keyboard("{Escape}");

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(cancelButton).toHaveFocus());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("says when the order can no longer be cancelled, and refreshes the list", async () => {
    let status = "pending";
    const fetch = mockApi({
      [ORDERS_URL]: () => jsonResponse([{ ...pending, status }]),
      "/api/mypurchase/3/cancel": () => {
        status = "paid";
        return jsonResponse({ detail: "Only unpaid orders can be cancelled.", code: "not_cancellable" }, 409);
      },
    });
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await userEvent.click(screen.getByRole("button", { name: "Cancel order" }));

    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("This order can no longer be cancelled."));
    expect(notify.success).not.toHaveBeenCalled();
    expect(await within(row("Sable brush")).findByText("Paid")).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => url === ORDERS_URL)).toHaveLength(2);
  });

  it("has an empty state with a link to the tools", async () => {
    mockApi({ [ORDERS_URL]: [] });

    renderPage();

    expect(await screen.findByText("You have no orders yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse the tools" })).toHaveAttribute("href", "/allproduct");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows a failed load with a retry", async () => {
    mockApi({ [ORDERS_URL]: () => jsonResponse({ detail: "The shop is down.", code: "error" }, 500) });

    renderPage();

    expect(await screen.findByRole("alert")).toHaveTextContent("The shop is down.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it.each([403, 401])("on a %i signs out, removes the token and goes to /", async (status) => {
    localStorage.setItem("accessToken", fakeJwt({ email: "ana@example.com", name: "Ana" }));
    firebase.setFirebaseUser(firebase.identityFor("ana@example.com", "Ana"));
    mockApi({
      [ORDERS_URL]: () =>
        jsonResponse({ detail: "You can only see your own orders.", code: "permission_denied" }, status),
    });
    const router = createMemoryRouter(
      [
        { path: "/", element: <p>Home page</p> },
        { path: "/login", element: <p>Login page</p> },
        { element: <RequireAuth />, children: [{ path: "/dashboard", element: <MyOrdersPage /> }] },
      ],
      { initialEntries: ["/dashboard"] },
    );
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        {/* As the app does (app/index.tsx). */}
        <AuthProvider onSignedOut={() => router.navigate("/", { flushSync: true })}>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>,
    );

    expect(await screen.findByText("Home page")).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem("accessToken")).toBeNull());
    expect(firebase.signOutOfFirebase).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/");
    expect(screen.queryByText("Login page")).not.toBeInTheDocument();
  });
});
