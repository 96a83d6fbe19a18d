import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router-dom";
import { mockMatchMedia, phone, restoreMatchMedia } from "@/testing/media-query";
import { sizeClasses } from "@/testing/class-names";
import { jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { AdminOrdersPage } from "./admin-orders";

function order(id: number, overrides: Record<string, unknown> = {}) {
  return {
    _id: id,
    tool: 3,
    name: "Sable brush",
    ToolsName: "Sable brush",
    customer: { email: `buyer${id}@example.com` },
    customerName: "Buyer",
    toolsQuantity: 2,
    unitPrice: 12.5,
    toolsPrice: 25,
    status: "paid",
    transactionId: "pi_1",
    createdAt: "2026-11-03T14:05:00Z",
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

function page(results: unknown[], count = results.length) {
  return { count, next: null, previous: null, results };
}

const days = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 10, 1 + index)).toISOString().slice(0, 10);
  return {
    date,
    orders: index === 29 ? 3 : index === 0 ? 1 : 0,
    revenue: index === 29 ? "45.00" : index === 0 ? "12.50" : "0.00",
  };
});

const overview = {
  currency: "usd",
  days,
  awaitingShipment: 4,
  lowStock: [
    { _id: 7, name: "Linseed oil", availableQuantity: 0 },
    { _id: 8, name: "Palette knife", availableQuantity: 2 },
  ],
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderPage(route = "/dashboard/orders") {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/dashboard/orders" element={<AdminOrdersPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, auth: signedInAs("root@example.com") },
  );
}

/** The orders calls made so far, as their query strings. */
function orderCalls(fetchMock: jest.MockedFunction<typeof fetch>): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://shop.test"))
    .filter((url) => url.pathname === "/api/manage/orders")
    .map((url) => url.search);
}

describe("AdminOrdersPage: the list", () => {
  afterEach(restoreMatchMedia);

  it("shows a card per order on a phone, its status and total in view", async () => {
    mockMatchMedia(phone);
    mockApi({
      "/api/manage/overview": overview,
      "/api/manage/orders": page([order(12), order(11, { status: "shipped" })]),
    });

    renderPage();

    const card = within((await screen.findByRole("article", { name: "Order #12" })) as HTMLElement);
    expect(screen.queryByRole("table", { name: "Orders, newest first" })).not.toBeInTheDocument();
    expect(card.getByRole("link", { name: "Order #12" })).toHaveAttribute("href", "/dashboard/orders/12");
    expect(card.getByText("Paid")).toBeInTheDocument();
    expect(card.getByText("buyer12@example.com")).toBeInTheDocument();
    expect(card.getByText("$25.00")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Order #11" })).getByText("Shipped")).toBeInTheDocument();
  });

  it("links to the month's invoices", async () => {
    mockApi({ "/api/manage/overview": overview, "/api/manage/orders": page([order(12)]) });

    renderPage();

    expect(await screen.findByRole("link", { name: "Invoices by month" })).toHaveAttribute(
      "href",
      "/dashboard/invoices",
    );
  });

  it("lists the orders with number, date, customer, item, quantity, total and status, each linking to its page", async () => {
    mockApi({
      "/api/manage/overview": overview,
      "/api/manage/orders": page([order(12), order(11, { status: "shipped" })]),
    });

    renderPage();

    const link = await screen.findByRole("link", { name: "Order #12" });
    expect(link).toHaveAttribute("href", "/dashboard/orders/12");
    const row = link.closest("tr") as HTMLElement;
    expect(within(row).getByText("buyer12@example.com")).toBeInTheDocument();
    expect(within(row).getByText("Sable brush")).toBeInTheDocument();
    expect(within(row).getByText("2")).toBeInTheDocument();
    expect(within(row).getByText("$25.00")).toBeInTheDocument();
    expect(within(row).getByText("Paid")).toBeInTheDocument();
    expect(within(row).getByText(/Nov 3, 2026/)).toBeInTheDocument();
    const other = screen.getByRole("link", { name: "Order #11" }).closest("tr") as HTMLElement;
    expect(within(other).getByText("Shipped")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 1")).toBeInTheDocument();
  });

  it("names a customer who deleted their account 'deleted customer'", async () => {
    mockApi({
      "/api/manage/overview": overview,
      "/api/manage/orders": page([
        order(14, { customer: { email: null }, customerName: "deleted customer", customerDeleted: true }),
      ]),
    });

    renderPage();

    const row = (await screen.findByRole("link", { name: "Order #14" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("deleted customer")).toBeInTheDocument();
  });

  it("shows an order of a painting by its title with a 'Painting' tag, a tool's untagged", async () => {
    mockApi({
      "/api/manage/overview": overview,
      "/api/manage/orders": page([
        order(13, {
          kind: "painting",
          tool: null,
          painting: 4,
          name: "Harbour at Dusk",
          ToolsName: "Harbour at Dusk",
          toolsQuantity: 1,
        }),
        order(12, { kind: "tool" }),
      ]),
    });

    renderPage();

    const row = (await screen.findByRole("link", { name: "Order #13" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("Harbour at Dusk")).toBeInTheDocument();
    expect(within(row).getByText("Painting")).toBeInTheDocument();
    const toolRow = screen.getByRole("link", { name: "Order #12" }).closest("tr") as HTMLElement;
    expect(within(toolRow).queryByText("Painting")).not.toBeInTheDocument();
  });

  it("asks for the first 20 orders, then filters by status and puts the filter in the URL", async () => {
    const fetch = mockApi({ "/api/manage/overview": overview, "/api/manage/orders": page([order(12)]) });
    renderPage();
    await screen.findByRole("link", { name: "Order #12" });
    expect(orderCalls(fetch)).toEqual(["?limit=20&offset=0"]);

    const select = screen.getByRole("combobox", { name: "Status" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All", "Pending", "Paid", "Shipped", "Delivered", "Cancelled", "Expired", "Refunded"]);
    await userEvent.selectOptions(select, "Shipped");

    await waitFor(() => expect(orderCalls(fetch)).toContain("?status=shipped&limit=20&offset=0"));
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/orders?status=shipped");
  });

  it("lists only the orders in an open return with the Open returns filter, kept in the URL", async () => {
    const fetch = mockApi({ "/api/manage/overview": overview, "/api/manage/orders": page([order(12)]) });
    renderPage();
    await screen.findByRole("link", { name: "Order #12" });

    await userEvent.click(screen.getByRole("checkbox", { name: "Open returns" }));

    await waitFor(() => expect(orderCalls(fetch)).toContain("?return=open&limit=20&offset=0"));
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/orders?return=open");
    expect(screen.getByRole("checkbox", { name: "Open returns" })).toBeChecked();
  });

  it("searches once typing pauses, with the search in the URL, from page 1", async () => {
    const fetch = mockApi({ "/api/manage/overview": overview, "/api/manage/orders": page([order(12)], 45) });
    renderPage("/dashboard/orders?page=2");
    await screen.findByRole("link", { name: "Order #12" });
    expect(orderCalls(fetch)).toEqual(["?limit=20&offset=20"]);

    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "ana@");

    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/orders?search=ana%40"));
    await waitFor(() => expect(orderCalls(fetch)).toContain("?search=ana%40&limit=20&offset=0"));
    // Debounced: no call for "a", "an" or "ana".
    expect(orderCalls(fetch).filter((search) => search.includes("search="))).toEqual([
      "?search=ana%40&limit=20&offset=0",
    ]);
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("ana@");
  });

  it("fills the search box and the filter from the URL", async () => {
    const fetch = mockApi({ "/api/manage/overview": overview, "/api/manage/orders": page([order(12)]) });

    renderPage("/dashboard/orders?status=paid&search=%2312");

    await screen.findByRole("link", { name: "Order #12" });
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("#12");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("paid");
    expect(orderCalls(fetch)).toEqual(["?status=paid&search=%2312&limit=20&offset=0"]);
  });

  it("pages with Previous and Next, showing page x of y", async () => {
    const fetch = mockApi({
      "/api/manage/overview": overview,
      "/api/manage/orders": (url: URL) => {
        const offset = Number(url.searchParams.get("offset"));
        return jsonResponse(page([order(100 - offset)], 45));
      },
    });
    renderPage();

    await screen.findByRole("link", { name: "Order #100" });
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    // The pager's buttons are small ones: px-4 py-2 only, not the default px-5 py-2.5 as well.
    expect(sizeClasses(screen.getByRole("button", { name: "Next" }))).toEqual(["px-4", "py-2", "text-sm"]);

    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("link", { name: "Order #80" })).toBeInTheDocument();
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/orders?page=2");

    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("link", { name: "Order #60" })).toBeInTheDocument();
    expect(screen.getByText("Page 3 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();

    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByText("Page 2 of 3")).toBeInTheDocument();
    expect(new Set(orderCalls(fetch))).toEqual(
      new Set(["?limit=20&offset=0", "?limit=20&offset=20", "?limit=20&offset=40"]),
    );
  });

  it("says when no order matches", async () => {
    mockApi({ "/api/manage/overview": overview, "/api/manage/orders": page([]) });

    renderPage("/dashboard/orders?search=nobody");

    expect(await screen.findByText("No orders match.")).toBeInTheDocument();
  });

  it("shows a failed load with a retry, and placeholder rows while loading", async () => {
    let answer: () => Promise<Response> = () => new Promise<Response>(() => {});
    mockApi({ "/api/manage/overview": overview, "/api/manage/orders": () => answer() });
    const { unmount } = renderPage();
    expect(screen.getByText("Loading orders…")).toHaveAttribute("role", "status");
    unmount();

    answer = async () => jsonResponse({ detail: "The shop had a problem.", code: "error" }, 500);
    renderPage();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Couldn't load the orders");
    expect(alert).toHaveTextContent("The shop had a problem.");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("AdminOrdersPage while loading (nothing moves when the data comes)", () => {
  afterEach(restoreMatchMedia);
  const never = () => new Promise<Response>(() => {});

  it("shows the overview's sections with placeholders of their size, and the table's frame with three placeholder rows", () => {
    mockApi({ "/api/manage/overview": never, "/api/manage/orders": never });

    renderPage();

    expect(screen.getByText("Loading the overview…")).toHaveAttribute("role", "status");
    expect(screen.getByText("Loading orders…")).toHaveAttribute("role", "status");
    // The placeholders are hidden from screen readers: no heading twice, no region yet.
    expect(screen.queryByRole("region", { name: "The last 30 days" })).not.toBeInTheDocument();
    expect(screen.getByText("The last 30 days").closest("[aria-hidden=true]")).not.toBeNull();
    expect(screen.getByText("Low in stock").closest("[aria-hidden=true]")).not.toBeNull();
    // The chart's place is the chart's box, legend included.
    const chart = screen.getByText("The last 30 days").parentElement?.querySelector(".animate-pulse > span");
    expect(chart).toHaveClass("min-h-[312px]", "sm:min-h-[292px]");

    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Order", "Date", "Customer", "Item", "Quantity", "Total", "Status"]);
    const placeholders = table.querySelector("tbody") as HTMLElement;
    expect(placeholders).toHaveAttribute("aria-hidden", "true");
    expect(placeholders.querySelectorAll("tr")).toHaveLength(3);
  });

  it("shows placeholder cards for the orders on a phone", () => {
    mockMatchMedia(phone);
    mockApi({ "/api/manage/overview": overview, "/api/manage/orders": never });

    renderPage();

    expect(screen.getByText("Loading orders…")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(document.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(3);
  });

  it("keeps the line of the order count while the count is unknown", () => {
    mockApi({ "/api/manage/overview": overview, "/api/manage/orders": never });

    renderPage();

    expect(document.querySelector("p[aria-live=polite]")).toHaveClass("min-h-5");
  });
});

describe("AdminOrdersPage: the overview", () => {
  it("shows the orders waiting to ship as a link to the paid orders, and the tools low in stock", async () => {
    mockApi({ "/api/manage/overview": overview, "/api/manage/orders": page([]) });

    renderPage();

    const toShip = await screen.findByRole("link", { name: "Orders waiting to ship: 4" });
    expect(toShip).toHaveAttribute("href", "/dashboard/orders?status=paid");
    const lowStock = screen.getByRole("region", { name: "Low in stock" });
    expect(
      within(lowStock)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Linseed oilSold out", "Palette knife2 left"]);
  });

  it("charts orders and revenue per day and gives the same figures as an accessible table", async () => {
    mockApi({ "/api/manage/overview": overview, "/api/manage/orders": page([]) });

    renderPage();

    const sales = await screen.findByRole("region", { name: "The last 30 days" });
    expect(sales).toHaveTextContent("4 orders, $57.50 in revenue");
    const table = within(sales).getByRole("table", { name: /Orders and revenue per day/ });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Day", "Orders", "Revenue"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(30);
    expect(within(rows[0]).getByRole("rowheader")).toHaveTextContent("Nov 1");
    expect(rows[0]).toHaveTextContent("Nov 11$12.50");
    expect(rows[29]).toHaveTextContent("Nov 303$45.00");

    // The chart draws both series, hidden from screen readers (the table says it); its
    // drawing is tested in sales-chart.test.tsx.
    const chart = screen.getByTestId("sales-chart");
    expect(chart).toHaveAttribute("aria-hidden", "true");
    expect(chart.querySelectorAll('[data-series="orders"] rect')).toHaveLength(2);
    expect(chart.querySelector('[data-series="revenue"]')).toBeInTheDocument();
  });

  it("says when the overview failed, with the list still there", async () => {
    mockApi({
      "/api/manage/overview": () => jsonResponse({ detail: "Admins only.", code: "permission_denied" }, 403),
      "/api/manage/orders": page([order(12)]),
    });

    renderPage();

    expect(await screen.findByText("Couldn't load the overview")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Order #12" })).toBeInTheDocument();
  });
});
