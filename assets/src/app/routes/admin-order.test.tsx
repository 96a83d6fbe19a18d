import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { AdminOrderPage } from "./admin-order";

const address = {
  fullName: "Ana Lima",
  line1: "1 Canvas Street",
  line2: "",
  city: "Lisbon",
  region: "",
  postalCode: "1100-001",
  country: "PT",
  countryName: "Portugal",
  phone: "+351 912 345 678",
  lines: ["Ana Lima", "1 Canvas Street", "1100-001 Lisbon", "Portugal"],
};

function order(overrides: Record<string, unknown> = {}) {
  return {
    _id: 12,
    tool: 3,
    name: "Sable brush",
    ToolsName: "Sable brush",
    customer: { email: "ana@example.com" },
    customerName: "Ana Lima",
    toolsQuantity: 2,
    unitPrice: 12.5,
    toolsPrice: 25,
    status: "paid",
    transactionId: "pi_123",
    createdAt: "2026-11-03T14:05:00Z",
    currency: "usd",
    expiresAt: null,
    payable: false,
    checkout: null,
    deliveryAddress: address,
    tracking: null,
    history: [
      { status: "pending", at: "2026-11-03T14:05:00Z", by: "customer", note: "" },
      { status: "paid", at: "2026-11-03T14:07:00Z", by: "payment", note: "" },
    ],
    payment: { status: "succeeded", amount: 2500, currency: "usd", paymentIntentId: "pi_123", refundId: null },
    ...overrides,
  };
}

/**
 * A delivered order of a paid two-order parcel: $5.83 of its line and the $9.50 shipping can
 * go back. Its decimals are JSON numbers, as the API writes them.
 */
function keptOrder(overrides: Record<string, unknown> = {}, parcelOverrides: Record<string, unknown> = {}) {
  return order({
    status: "delivered",
    checkout: 7,
    tracking: { carrier: "DHL", number: "JD01", url: "" },
    partRefundable: 5.83,
    parcel: {
      _id: 7,
      status: "paid",
      method: "Standard",
      shipping: 9.5,
      shippingRefunded: false,
      shippingRefundable: true,
      tax: "5.75",
      total: "34.50",
      taxes: [{ rate: "20.00", net: "28.75", tax: "5.75" }],
      orders: [11, 12],
      refundParts: [],
      ...parcelOverrides,
    },
    ...overrides,
  });
}

const creditNote = {
  number: "CN-2026-000004",
  kind: "credit_note",
  issuedAt: "2026-11-10T09:30:00Z",
  total: 5,
  currency: "usd",
  ready: true,
  refersTo: "INV-2026-000003",
};

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/orders/:id" element={<AdminOrderPage />} />
    </Routes>,
    { route: "/dashboard/orders/12", auth: signedInAs("root@example.com") },
  );
}

describe("AdminOrderPage", () => {
  it("shows the items, total, customer, address, payment, tracking and the history in order", async () => {
    mockApi({ "/api/manage/orders/12": order() });

    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Order #12" })).toBeInTheDocument();
    const items = screen.getByRole("region", { name: "Items" });
    expect(within(items).getByRole("rowheader", { name: "Sable brush" })).toBeInTheDocument();
    expect(items).toHaveTextContent("$12.50");
    expect(items).toHaveTextContent("$25.00");
    expect(screen.getByRole("region", { name: "Customer" })).toHaveTextContent("ana@example.com");
    const delivery = screen.getByRole("region", { name: "Delivery address" });
    expect(delivery).toHaveTextContent("1 Canvas Street");
    expect(delivery).toHaveTextContent("1100-001 Lisbon");
    expect(delivery).toHaveTextContent("Portugal");
    const payment = screen.getByRole("region", { name: "Payment" });
    expect(payment).toHaveTextContent("succeeded");
    expect(payment).toHaveTextContent("$25.00");
    expect(payment).toHaveTextContent("pi_123");
    expect(screen.getByRole("region", { name: "Tracking" })).toHaveTextContent("Not shipped yet.");
    const history = within(screen.getByRole("region", { name: "History" })).getByRole("list");
    expect(history.tagName).toBe("OL");
    expect(
      within(history)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Pending by the customer/), expect.stringMatching(/^Paid by Stripe/)]);
    expect(screen.getByRole("button", { name: "Mark shipped" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refund" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark delivered" })).not.toBeInTheDocument();
  });

  it("requires the carrier and tracking number before sending the ship form", async () => {
    const fetch = mockApi({ "/api/manage/orders/12": order() });
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Mark shipped" }));
    const form = screen.getByRole("form", { name: "Mark shipped" });
    expect(within(form).getByRole("textbox", { name: "Carrier" })).toHaveFocus();
    await userEvent.type(within(form).getByRole("textbox", { name: "Tracking URL" }), "ftp://x");
    await userEvent.click(within(form).getByRole("button", { name: "Mark shipped" }));

    expect(await within(form).findByText("Enter the carrier")).toBeInTheDocument();
    expect(within(form).getByText("Enter the tracking number")).toBeInTheDocument();
    expect(within(form).getByText("Enter a web address starting with http:// or https://")).toBeInTheDocument();
    expect(within(form).getByRole("textbox", { name: "Carrier" })).toHaveAttribute("aria-invalid", "true");
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
  });

  it("shows the server's field errors under the ship form's fields", async () => {
    mockApi({
      "/api/manage/orders/12": order(),
      "/api/manage/orders/12/ship": () =>
        jsonResponse(
          {
            detail: "Check the tracking details.",
            code: "invalid",
            fields: { trackingNumber: ["Ensure this field has no more than 100 characters."] },
          },
          400,
        ),
    });
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Mark shipped" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Carrier" }), "DHL");
    await userEvent.type(screen.getByRole("textbox", { name: "Tracking number" }), "X".repeat(12));
    await userEvent.click(screen.getByRole("button", { name: "Mark shipped" }));

    const number = screen.getByRole("textbox", { name: "Tracking number" });
    expect(await screen.findByText("Ensure this field has no more than 100 characters.")).toBeInTheDocument();
    expect(number).toHaveAttribute("aria-invalid", "true");
    expect(number).toHaveFocus();
  });

  it("marks the order shipped, refetches it and moves focus to what happened", async () => {
    let shipped = false;
    const fetch = mockApi({
      "/api/manage/orders/12": () =>
        jsonResponse(
          shipped
            ? order({
                status: "shipped",
                tracking: { carrier: "DHL", number: "JD01", url: "https://dhl.example/JD01" },
              })
            : order(),
        ),
      "/api/manage/orders/12/ship": (_url: URL, init?: RequestInit) => {
        expect(init?.method).toBe("POST");
        expect(JSON.parse(String(init?.body))).toEqual({
          carrier: "DHL",
          trackingNumber: "JD01",
          trackingUrl: "https://dhl.example/JD01",
        });
        shipped = true;
        return jsonResponse(order({ status: "shipped", payment: undefined }));
      },
    });
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Mark shipped" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Carrier" }), " DHL ");
    await userEvent.type(screen.getByRole("textbox", { name: "Tracking number" }), "JD01");
    await userEvent.type(screen.getByRole("textbox", { name: "Tracking URL" }), "https://dhl.example/JD01");
    await userEvent.click(screen.getByRole("button", { name: "Mark shipped" }));

    expect(await screen.findByText("Order #12 is marked shipped.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Order #12 is marked shipped.").parentElement).toHaveFocus());
    expect(await screen.findByRole("link", { name: /Track the parcel/ })).toHaveAttribute(
      "href",
      "https://dhl.example/JD01",
    );
    expect(screen.getByRole("button", { name: "Mark delivered" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Refund" })).not.toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => url === "/api/manage/orders/12").length).toBeGreaterThanOrEqual(2);
  });

  it("shows the order's parcel and ships the whole parcel with one tracking number", async () => {
    const parcel = {
      _id: 7,
      status: "paid",
      method: "Standard",
      shipping: "9.50",
      shippingRefunded: false,
      shippingRefundable: false,
      tax: "12.42",
      total: "74.50",
      taxes: [{ rate: "20.00", net: "62.08", tax: "12.42" }],
      orders: [11, 12, 13],
      refundParts: [],
    };
    let shipped = false;
    const fetch = mockApi({
      "/api/manage/orders/12": () =>
        jsonResponse(
          shipped
            ? order({ parcel, status: "shipped", tracking: { carrier: "DHL", number: "P7", url: "" } })
            : order({ parcel }),
        ),
      "/api/manage/checkouts/7/ship": (_url: URL, init?: RequestInit) => {
        expect(JSON.parse(String(init?.body))).toEqual({ carrier: "DHL", trackingNumber: "P7", trackingUrl: "" });
        shipped = true;
        return jsonResponse({ _id: 7 });
      },
    });
    renderPage();

    const region = within(await screen.findByRole("region", { name: "Parcel" }));
    expect(region.getByText("Standard: $9.50")).toBeInTheDocument();
    expect(region.getByText("Tax 20%").nextElementSibling).toHaveTextContent("$12.42");
    expect(region.getByRole("link", { name: "#13" })).toHaveAttribute("href", "/dashboard/orders/13");
    await userEvent.click(screen.getByRole("button", { name: "Mark shipped" }));
    expect(screen.getByText(/One parcel: orders #11, #12, #13 ship together/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Carrier" }), "DHL");
    await userEvent.type(screen.getByRole("textbox", { name: "Tracking number" }), "P7");
    await userEvent.click(screen.getByRole("button", { name: "Mark shipped" }));

    expect(await screen.findByText("Order #12 is marked shipped.")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Mark delivered" })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => url === "/api/manage/orders/12/ship")).toBe(false);
  });

  it("lists the order's invoice and credit note, each to download", async () => {
    const invoice = {
      number: "INV-2026-000003",
      kind: "invoice",
      issuedAt: "2026-11-03T14:07:00Z",
      total: 74.5,
      currency: "usd",
      ready: true,
      refersTo: null,
    };
    const note = {
      ...invoice,
      number: "CN-2026-000001",
      kind: "credit_note",
      total: 25,
      ready: false,
      refersTo: invoice.number,
    };
    mockApi({
      "/api/manage/orders/12": order({ checkout: 7, status: "refunded" }),
      "/api/orders/12/documents": [invoice, note],
    });
    renderPage();

    const documents = within(await screen.findByRole("region", { name: "Invoice and credit notes" }));
    expect(documents.getByRole("button", { name: "Download invoice INV-2026-000003" })).toBeInTheDocument();
    expect(documents.getByText("Credit note CN-2026-000001")).toBeInTheDocument();
    expect(documents.getByText("Being prepared…")).toBeInTheDocument();
  });

  it("says what a refund of an order of a checkout gives back: its share, not the order's total", async () => {
    mockApi({ "/api/manage/orders/12": order({ parcel: null, refundAmount: 20.83 }) });
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Refund" }));

    expect(screen.getByRole("dialog")).toHaveTextContent("$20.83 goes back to ana@example.com");
  });

  it("shows a 409's detail when the order can no longer ship", async () => {
    mockApi({
      "/api/manage/orders/12": order(),
      "/api/manage/orders/12/ship": () =>
        jsonResponse({ detail: "This order is not paid.", code: "invalid_transition" }, 409),
    });
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Mark shipped" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Carrier" }), "DHL");
    await userEvent.type(screen.getByRole("textbox", { name: "Tracking number" }), "JD01");
    await userEvent.click(screen.getByRole("button", { name: "Mark shipped" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This order is not paid.");
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  });

  it("refunds only after the confirm dialog says so", async () => {
    let refunded = false;
    const fetch = mockApi({
      "/api/manage/orders/12": () =>
        jsonResponse(
          refunded
            ? order({
                status: "refunded",
                payment: {
                  status: "refunded",
                  amount: 2500,
                  currency: "usd",
                  paymentIntentId: "pi_123",
                  refundId: "re_9",
                },
              })
            : order(),
        ),
      "/api/manage/orders/12/refund": (_url: URL, init?: RequestInit) => {
        expect(init?.method).toBe("POST");
        refunded = true;
        return jsonResponse(order({ status: "refunded" }));
      },
    });
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Refund" }));
    let dialog = screen.getByRole("dialog", { name: "Refund order #12?" });
    expect(dialog).toHaveTextContent("$25.00 goes back to ana@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep the order" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Refund" }));
    dialog = screen.getByRole("dialog", { name: "Refund order #12?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund" }));

    expect(await screen.findByText("Order #12 is refunded.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Order #12 is refunded.").parentElement).toHaveFocus());
    expect(await screen.findByText("re_9")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark shipped" })).not.toBeInTheDocument();
  });

  it("shows the refund's 409 detail", async () => {
    mockApi({
      "/api/manage/orders/12": order(),
      "/api/manage/orders/12/refund": () =>
        jsonResponse({ code: "already_shipped", detail: "This order has shipped and cannot be refunded." }, 409),
    });
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Refund" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Refund" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("This order has shipped and cannot be refunded.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("has no part refund section when nothing can go back and nothing went back", async () => {
    mockApi({
      "/api/manage/orders/12": keptOrder({ partRefundable: null }, { shippingRefundable: false }),
      "/api/manage/returns": [],
      "/api/orders/12/documents": [],
    });
    renderPage();

    expect(await screen.findByRole("region", { name: "Parcel" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Refund part of the money" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Refund part…" })).not.toBeInTheDocument();
  });

  it("refunds part of the order after the confirm dialog, says so, and fetches the order and its documents again", async () => {
    let refunded = false;
    const part = {
      _id: 1,
      order: 12,
      shipping: false,
      amount: 5,
      reason: "Frame arrived chipped",
      createdAt: "2026-11-10T09:30:00Z",
      creditNote: "CN-2026-000004",
    };
    const after = () => keptOrder({ partRefundable: 0.83 }, { refundParts: [part] });
    const fetch = mockApi({
      "/api/manage/orders/12": () => jsonResponse(refunded ? after() : keptOrder()),
      "/api/manage/returns": [],
      "/api/orders/12/documents": () => jsonResponse(refunded ? [creditNote] : []),
      "/api/manage/orders/12/refund-part": (_url: URL, init?: RequestInit) => {
        expect(init?.method).toBe("POST");
        expect(JSON.parse(String(init?.body))).toEqual({
          part: "amount",
          amount: "5.00",
          reason: "Frame arrived chipped",
        });
        refunded = true;
        return jsonResponse(after());
      },
    });
    renderPage();

    const section = within(await screen.findByRole("region", { name: "Refund part of the money" }));
    expect(section.getByRole("radio", { name: "Part of this order (at most $5.83)" })).toBeChecked();
    await userEvent.type(section.getByRole("textbox", { name: "Amount" }), "5");
    await userEvent.type(section.getByRole("textbox", { name: "Reason" }), " Frame arrived chipped ");
    await userEvent.click(section.getByRole("button", { name: "Refund part…" }));
    const dialog = screen.getByRole("dialog", { name: "Refund $5.00 of order #12?" });
    expect(dialog).toHaveTextContent("$5.00 goes back to ana@example.com through Stripe");
    expect(dialog).toHaveTextContent("This cannot be undone.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund" }));

    expect(await screen.findByText("Refunded $5.00 of order #12.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Refunded $5.00 of order #12.").parentElement).toHaveFocus());
    expect(section.getByRole("radio", { name: "Part of this order (at most $0.83)" })).toBeChecked();
    expect(section.getByRole("textbox", { name: "Amount" })).toHaveValue("");
    expect(section.getByRole("textbox", { name: "Reason" })).toHaveValue("");
    expect(section.getByRole("list", { name: "Refunded before" })).toHaveTextContent("Credit note CN-2026-000004");
    const documents = await screen.findByRole("region", { name: "Invoice and credit notes" });
    expect(within(documents).getByText("Credit note CN-2026-000004")).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => url === "/api/orders/12/documents").length).toBeGreaterThanOrEqual(2);
  });

  it("gives the parcel's shipping back with only a reason", async () => {
    let refunded = false;
    mockApi({
      "/api/manage/orders/12": () =>
        jsonResponse(refunded ? keptOrder({}, { shippingRefundable: false, shippingRefunded: true }) : keptOrder()),
      "/api/manage/returns": [],
      "/api/orders/12/documents": [],
      "/api/manage/orders/12/refund-part": (_url: URL, init?: RequestInit) => {
        expect(JSON.parse(String(init?.body))).toEqual({ part: "shipping", reason: "Parcel arrived a week late" });
        refunded = true;
        return jsonResponse(keptOrder({}, { shippingRefundable: false, shippingRefunded: true }));
      },
    });
    renderPage();

    const section = within(await screen.findByRole("region", { name: "Refund part of the money" }));
    await userEvent.click(section.getByRole("radio", { name: "The parcel's shipping ($9.50)" }));
    expect(section.queryByRole("textbox", { name: "Amount" })).not.toBeInTheDocument();
    await userEvent.type(section.getByRole("textbox", { name: "Reason" }), "Parcel arrived a week late");
    await userEvent.click(section.getByRole("button", { name: "Refund part…" }));
    const dialog = screen.getByRole("dialog", { name: "Refund the shipping of order #12's parcel?" });
    expect(dialog).toHaveTextContent("$9.50 goes back to ana@example.com through Stripe");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund" }));

    expect(await screen.findByText("Refunded the shipping of order #12's parcel.")).toBeInTheDocument();
    await waitFor(() =>
      expect(section.queryByRole("radio", { name: "The parcel's shipping ($9.50)" })).not.toBeInTheDocument(),
    );
    expect(section.getByRole("radio", { name: "Part of this order (at most $5.83)" })).toBeChecked();
  });

  it("shows a part refund's 409 detail where the page says what happened", async () => {
    mockApi({
      "/api/manage/orders/12": keptOrder({ partRefundable: null }),
      "/api/manage/returns": [],
      "/api/orders/12/documents": [],
      "/api/manage/orders/12/refund-part": () =>
        jsonResponse({ detail: "The shipping of this parcel has gone back already.", code: "shipping_refunded" }, 409),
    });
    renderPage();

    await userEvent.type(await screen.findByRole("textbox", { name: "Reason" }), "Parcel arrived a week late");
    await userEvent.click(screen.getByRole("button", { name: "Refund part…" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Refund" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The shipping of this parcel has gone back already.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  });

  it("asks before marking an order delivered, and does nothing when told not yet", async () => {
    const fetch = mockApi({
      "/api/manage/orders/12": order({ status: "shipped", tracking: { carrier: "DHL", number: "JD01", url: "" } }),
    });
    renderPage();

    const button = await screen.findByRole("button", { name: "Mark delivered" });
    await userEvent.click(button);
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Not yet" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
    expect(screen.getByText("Shipped", { selector: "h1 + span" })).toBeInTheDocument();
  });

  it("marks a shipped order delivered", async () => {
    let delivered = false;
    const tracking = { carrier: "DHL", number: "JD01", url: "" };
    mockApi({
      "/api/manage/orders/12": () => jsonResponse(order({ status: delivered ? "delivered" : "shipped", tracking })),
      "/api/manage/orders/12/deliver": (_url: URL, init?: RequestInit) => {
        expect(init?.method).toBe("POST");
        delivered = true;
        return jsonResponse(order({ status: "delivered", tracking }));
      },
    });
    renderPage();

    expect(await screen.findByRole("region", { name: "Tracking" })).toHaveTextContent("DHL");
    expect(screen.queryByRole("button", { name: "Mark shipped" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Refund" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Mark delivered" }));
    const dialog = screen.getByRole("dialog", { name: "Mark order #12 delivered?" });
    expect(dialog).toHaveTextContent("The customer gets an e-mail saying it arrived");
    expect(within(dialog).getByRole("button", { name: "Not yet" })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark delivered" }));

    expect(await screen.findByText("Order #12 is marked delivered.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Mark delivered" })).not.toBeInTheDocument());
    expect(screen.getByText("Delivered", { selector: "h1 + span" })).toBeInTheDocument();
  });

  it("offers no action on an order that is not paid or shipped", async () => {
    mockApi({ "/api/manage/orders/12": order({ status: "pending", payment: null, deliveryAddress: null }) });

    renderPage();

    expect(await screen.findByRole("region", { name: "Payment" })).toHaveTextContent("No payment recorded.");
    expect(screen.queryByRole("region", { name: "Actions" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Delivery address" })).toHaveTextContent("No delivery address");
  });

  it("says when the order cannot be loaded", async () => {
    mockApi({ "/api/manage/orders/12": () => jsonResponse({ detail: "Not found.", code: "not_found" }, 404) });

    renderPage();

    expect(await screen.findByRole("alert")).toHaveTextContent("Not found.");
    expect(screen.getByRole("link", { name: "← All orders" })).toHaveAttribute("href", "/dashboard/orders");
  });
});
