import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { notify } from "@/lib/toast";
import { jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { MyOrderPage } from "./my-order";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));
jest.mock("@/lib/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), show: jest.fn() },
}));

const ORDER_URL = "/api/mypurchase/12";
const NOW = new Date("2026-11-02T10:00:00Z").getTime();

const address = {
  fullName: "Ana Painter",
  line1: "12 Rue des Arts",
  line2: "Atelier 3",
  city: "Lyon",
  region: "",
  postalCode: "69001",
  country: "FR",
  countryName: "France",
  phone: "+33 4 00 00 00 00",
  lines: ["Ana Painter", "12 Rue des Arts", "Atelier 3", "69001 Lyon", "France"],
};

const shipped = {
  _id: 12,
  tool: 5,
  name: "Sable brush",
  ToolsName: "Sable brush",
  customer: { email: "ana@example.com" },
  customerName: "Ana",
  toolsQuantity: 2,
  unitPrice: 34.5,
  toolsPrice: 69,
  currency: "usd",
  status: "shipped",
  transactionId: "pi_12",
  createdAt: "2026-11-01T09:00:00Z",
  expiresAt: null,
  payable: false,
  checkout: null,
  deliveryAddress: address,
  tracking: { carrier: "La Poste", number: "LP123456789FR", url: "https://track.example/LP123456789FR" },
  history: [
    { status: "pending", at: "2026-11-01T09:00:00Z", by: "customer", note: "" },
    { status: "paid", at: "2026-11-01T09:05:00Z", by: "payment", note: "" },
    { status: "shipped", at: "2026-11-02T08:00:00Z", by: "staff", note: "Packed with care." },
  ],
};

function pending(expiresInMs: number) {
  return {
    ...shipped,
    status: "pending",
    transactionId: null,
    tracking: null,
    payable: true,
    expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
    history: [{ status: "pending", at: "2026-11-02T09:50:00Z", by: "customer", note: "" }],
  };
}

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/order/:id" element={<MyOrderPage />} />
    </Routes>,
    { route: "/dashboard/order/12", auth: signedInAs("ana@example.com") },
  );
}

describe("MyOrderPage, a painting", () => {
  it("tags the order and links the painting's title to its page", async () => {
    mockApi({
      [ORDER_URL]: { ...shipped, kind: "painting", tool: null, painting: 3, name: "Lavender Field", toolsQuantity: 1 },
      "/api/orders/12/certificate/summary": () => jsonResponse({ detail: "None.", code: "not_found" }, 404),
    });
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/order/:id" element={<MyOrderPage />} />
      </Routes>,
      { route: "/dashboard/order/12", auth: signedInAs("ana@example.com") },
    );

    const item = within(await screen.findByRole("region", { name: "Item" }));
    expect(item.getByText("Painting")).toBeInTheDocument();
    expect(item.getByRole("link", { name: "Lavender Field" })).toHaveAttribute("href", "/paintings/3");
    expect(screen.getAllByText("Painting")).toHaveLength(2);
  });
});

describe("MyOrderPage, a painting's certificate of authenticity", () => {
  const painting = { ...shipped, kind: "painting", tool: null, painting: 3, name: "Lavender Field", toolsQuantity: 1 };
  const certificate = { number: "BC-2026-0007", code: "q3Xk9vR2mT8wYb4LpZ6nC1sD5fG7hJ0a", issuedOn: "2026-11-30" };

  it("offers a shipped painting's certificate to download, and its public page", async () => {
    mockApi({
      [ORDER_URL]: painting,
      "/api/orders/12/certificate/summary": { ...certificate, ready: true, valid: true },
    });

    renderPage();

    const button = await screen.findByRole("button", { name: "Download certificate of authenticity" });
    const section = within(screen.getByRole("region", { name: "Certificate of authenticity" }));
    expect(section.getByText(/Certificate BC-2026-0007/)).toBeInTheDocument();
    expect(section.getByRole("link", { name: "See its public page" })).toHaveAttribute(
      "href",
      `/certificates/${certificate.code}`,
    );
    expect(button).toBeEnabled();
  });

  it("asks nothing about a certificate for a painting not shipped yet", async () => {
    const fetch = mockApi({ [ORDER_URL]: { ...painting, status: "paid", tracking: null } });

    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Order #12" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Certificate of authenticity" })).not.toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain("/api/orders/12/certificate/summary");
  });
});

describe("MyOrderPage", () => {
  afterEach(() => jest.useRealTimers());

  it("shows the item, quantity, total, status, address, tracking and history", async () => {
    mockApi({ [ORDER_URL]: shipped });

    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Order #12" })).toBeInTheDocument();
    expect(document.title).toBe("Order #12 | Brush & Canvas");
    expect(screen.getByText("Shipped", { selector: "span" })).toBeInTheDocument();
    const item = within(screen.getByRole("region", { name: "Item" }));
    expect(item.getByText("Tool").nextElementSibling).toHaveTextContent("Sable brush");
    expect(item.getByText("Quantity").nextElementSibling).toHaveTextContent("2");
    expect(item.getByText("Total").nextElementSibling).toHaveTextContent("$69.00");

    const delivery = within(screen.getByRole("region", { name: "Delivery address" }));
    for (const line of ["Ana Painter", "12 Rue des Arts", "Atelier 3", "69001 Lyon", "France"]) {
      expect(delivery.getByText(line)).toBeInTheDocument();
    }

    const tracking = within(screen.getByRole("region", { name: "Tracking" }));
    expect(tracking.getByText("Carrier").nextElementSibling).toHaveTextContent("La Poste");
    expect(tracking.getByText("Tracking number").nextElementSibling).toHaveTextContent("LP123456789FR");
    const link = tracking.getByRole("link", { name: "Track your parcel (opens in a new tab)" });
    expect(link).toHaveAttribute("href", "https://track.example/LP123456789FR");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");

    const timeline = screen.getByRole("list", { name: "History" });
    expect(timeline.tagName).toBe("OL");
    const steps = within(timeline).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Order placed.*Nov 1, 2026.* · You$/),
      expect.stringMatching(/^Paid.* · Payment$/),
      expect.stringMatching(/^Shipped.* · Brush & CanvasPacked with care\.$/),
    ]);
    expect(
      within(steps[0])
        .getByText(/Nov 1, 2026/)
        .closest("time"),
    ).toHaveAttribute("datetime", "2026-11-01T09:00:00Z");
    expect(screen.queryByRole("link", { name: "Pay" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
  });

  it("shows the receipt of the checkout it was paid in: the shipping method, its price and the VAT", async () => {
    const line = (id: number, itemName: string, gross: number) => ({
      _id: id,
      itemName,
      quantity: 1,
      status: "shipped",
      net: gross / 1.2,
      tax: gross - gross / 1.2,
      gross,
      rate: 20,
    });
    mockApi({
      [ORDER_URL]: { ...shipped, checkout: 7 },
      "/api/orders/12/documents": [],
      "/api/checkouts/7": {
        _id: 7,
        status: "paid",
        currency: "eur",
        pricesIncludeTax: true,
        country: "FR",
        taxedIn: "FR",
        address: { ...address, countryName: "France" },
        method: { id: 2, name: "Standard", deliveryDaysMin: 2, deliveryDaysMax: 5 },
        lines: [line(12, "Sable brush", 24), line(13, "Easel", 60)],
        shipping: { net: 5, tax: 1, gross: 6, rate: 20 },
        shippingRefunded: false,
        taxes: [{ rate: 20, net: 75, tax: 15 }],
        net: 75,
        tax: 15,
        total: 90,
        transactionId: "pi_7",
        createdAt: "2026-11-01T09:00:00Z",
      },
    });
    renderPage();

    const receipt = within(await screen.findByRole("region", { name: "Receipt" }));
    expect(receipt.getByText("Shipping: Standard")).toBeInTheDocument();
    expect(receipt.getByText("Easel × 1")).toBeInTheDocument();
    expect(receipt.getByText(/Includes VAT 20%/)).toHaveTextContent("€15.00");
    // The receipt says where the parcel goes and what the line cost: the page says neither again.
    expect(receipt.getByText("12 Rue des Arts")).toBeInTheDocument();
    expect(screen.getAllByText("12 Rue des Arts")).toHaveLength(1);
    expect(screen.queryByRole("region", { name: "Delivery address" })).not.toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Item" })).queryByText("Total")).not.toBeInTheDocument();
  });

  it("offers the invoice of the checkout it was paid in as a download", async () => {
    const invoice = {
      number: "INV-2026-000001",
      kind: "invoice",
      issuedAt: "2026-11-01T09:05:00Z",
      total: 90,
      currency: "eur",
      ready: true,
      refersTo: null,
    };
    mockApi({
      [ORDER_URL]: { ...shipped, checkout: 7 },
      "/api/orders/12/documents": [invoice],
      "/api/checkouts/7": () => jsonResponse({ detail: "Not found.", code: "not_found" }, 404),
    });
    renderPage();

    const documents = within(await screen.findByRole("region", { name: "Invoice" }));
    expect(documents.getByText("Invoice INV-2026-000001")).toBeInTheDocument();
    expect(documents.getByRole("button", { name: "Download invoice INV-2026-000001" })).toBeEnabled();
  });

  it("says who did what in words: the hold ending is 'Automatically'", async () => {
    mockApi({
      [ORDER_URL]: {
        ...shipped,
        status: "expired",
        tracking: null,
        deliveryAddress: null,
        history: [
          { status: "pending", at: "2026-11-01T09:00:00Z", by: "customer", note: "" },
          { status: "expired", at: "2026-11-01T09:30:00Z", by: "system", note: "" },
        ],
      },
    });

    renderPage();

    const steps = within(await screen.findByRole("list", { name: "History" })).getAllByRole("listitem");
    expect(steps[1]).toHaveTextContent(/^Expired: not paid in time.* · Automatically$/);
    expect(screen.queryByRole("region", { name: "Tracking" })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Delivery address" })).getByText(/before delivery addresses/),
    ).toBeInTheDocument();
  });

  it("counts the time left while payable, with Pay and Cancel, until the hold ends", async () => {
    jest.useFakeTimers({ now: NOW, advanceTimers: true });
    mockApi({ [ORDER_URL]: pending(5 * 60_000) });

    renderPage();

    expect(await screen.findByText("Pay within 5 min")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pay" })).toHaveAttribute("href", "/dashboard/payment/12");
    expect(screen.getByRole("button", { name: "Cancel order" })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(5 * 60_000));

    expect(screen.getByText("Expired")).toBeInTheDocument();
    expect(screen.queryByText(/Pay within/)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Pay" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
  });

  it("cancels after asking", async () => {
    let status = "pending";
    mockApi({
      [ORDER_URL]: () => jsonResponse({ ...pending(10 * 60_000), status, payable: status === "pending" }),
      "/api/mypurchase/12/cancel": () => {
        status = "cancelled";
        return jsonResponse({ ...pending(10 * 60_000), status, payable: false, expiresAt: null });
      },
    });
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Cancel order" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel this order?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Order cancelled"));
    expect(await screen.findByText("Cancelled")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Pay" })).not.toBeInTheDocument();
  });

  it("shows the already_paid detail and refreshes the order", async () => {
    const detail = "This order has already been paid, so it cannot be cancelled.";
    let status = "pending";
    const fetch = mockApi({
      [ORDER_URL]: () =>
        jsonResponse(status === "paid" ? { ...shipped, status, tracking: null } : pending(10 * 60_000)),
      "/api/mypurchase/12/cancel": () => {
        status = "paid";
        return jsonResponse({ detail, code: "already_paid" }, 409);
      },
    });
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Cancel order" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel order" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(detail);
    expect(await screen.findByText("Paid", { selector: "span" })).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => url === ORDER_URL)).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
  });

  it("says when the order is not the customer's", async () => {
    mockApi({ [ORDER_URL]: () => jsonResponse({ detail: "Not found.", code: "not_found" }, 404) });

    renderPage();

    expect(await screen.findByRole("heading", { name: "Order not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to My Order" })).toHaveAttribute("href", "/dashboard");
  });
});

describe("MyOrderPage, a delivered order", () => {
  const delivered = { ...shipped, status: "delivered" };
  const ENDED = "The return period for this order ended on 12 December 2026.";

  it("offers to return it within the return period", async () => {
    mockApi({
      [ORDER_URL]: delivered,
      "/api/orders/12/return": {
        returnable: true,
        deadline: "2026-12-12",
        endedText: null,
        currency: "usd",
        items: [{ order: 12, item: "Sable brush", quantity: 2, gross: "69.00", returnable: true }],
        return: null,
      },
    });
    renderPage();

    expect(await screen.findByRole("button", { name: "Return items" })).toBeInTheDocument();
  });

  it("says when the return period ended, with no button", async () => {
    mockApi({
      [ORDER_URL]: delivered,
      "/api/orders/12/return": {
        returnable: false,
        deadline: "2026-12-12",
        endedText: ENDED,
        currency: "usd",
        items: [],
        return: null,
      },
    });
    renderPage();

    expect(await screen.findByText(ENDED)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Return items" })).not.toBeInTheDocument();
  });
});
