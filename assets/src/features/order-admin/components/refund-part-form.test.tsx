import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { jsonResponse, mockApi, renderWithProviders } from "@/testing/test-utils";
import type { AdminOrderDetail, OrderParcel } from "../types";
import { RefundPartSection } from "./refund-part-section";

const PATH = "/api/manage/orders/12/refund-part";

function parcel(overrides: Partial<OrderParcel> = {}): OrderParcel {
  return {
    _id: 7,
    status: "paid",
    method: "Standard",
    shipping: "9.50",
    shippingRefunded: false,
    shippingRefundable: true,
    tax: "5.75",
    total: "34.50",
    taxes: [{ rate: "20.00", net: "28.75", tax: "5.75" }],
    orders: [11, 12],
    refundParts: [],
    ...overrides,
  };
}

function order(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    _id: 12,
    kind: "tool",
    tool: 3,
    painting: null,
    name: "Sable brush",
    ToolsName: "Sable brush",
    customer: { email: "ana@example.com" },
    customerName: "Ana Lima",
    toolsQuantity: 2,
    unitPrice: 12.5,
    toolsPrice: 25,
    currency: "usd",
    status: "delivered",
    transactionId: "pi_123",
    createdAt: "2026-11-03T14:05:00Z",
    expiresAt: null,
    payable: false,
    deliveryAddress: null,
    tracking: null,
    history: [],
    checkout: 7,
    payment: null,
    parcel: parcel(),
    partRefundable: "5.83",
    ...overrides,
  };
}

function renderSection(current: AdminOrderDetail) {
  const onRefunded = jest.fn();
  const onFailed = jest.fn();
  renderWithProviders(<RefundPartSection order={current} onRefunded={onRefunded} onFailed={onFailed} />);
  return { onRefunded, onFailed };
}

/** The POSTs sent (none, when the form refuses on its own). */
const posts = (mock: jest.MockedFunction<typeof globalThis.fetch>) =>
  mock.mock.calls.filter(([, init]) => init?.method === "POST");

describe("RefundPartSection", () => {
  it("offers what can go back, the first choice already chosen, and asks for a reason the customer reads", () => {
    renderSection(order());

    const section = within(screen.getByRole("region", { name: "Refund part of the money" }));
    const group = within(section.getByRole("group", { name: "What goes back" }));
    expect(group.getByRole("radio", { name: "Part of this order (at most $5.83)" })).toBeChecked();
    expect(group.getByRole("radio", { name: "The parcel's shipping ($9.50)" })).not.toBeChecked();
    expect(section.getByRole("textbox", { name: "Amount" })).toHaveAttribute("inputmode", "decimal");
    expect(section.getByRole("textbox", { name: "Reason" })).toHaveAccessibleDescription(
      "The customer reads it in their e-mail and on the credit note.",
    );
  });

  it("offers only the shipping when none of the order's line can go back", () => {
    renderSection(order({ partRefundable: null }));

    expect(screen.getAllByRole("radio")).toHaveLength(1);
    expect(screen.getByRole("radio", { name: "The parcel's shipping ($9.50)" })).toBeChecked();
    expect(screen.queryByRole("textbox", { name: "Amount" })).not.toBeInTheDocument();
  });

  it("refuses an amount above what can go back, or with cents past two decimals, and sends nothing", async () => {
    const fetch = mockApi({});
    renderSection(order());

    const amount = screen.getByRole("textbox", { name: "Amount" });
    await userEvent.type(amount, "6");
    await userEvent.click(screen.getByRole("button", { name: "Refund part…" }));

    expect(await screen.findByText("At most $5.83 can go back for this order")).toBeInTheDocument();
    expect(amount).toHaveAttribute("aria-invalid", "true");
    expect(amount).toHaveFocus();
    expect(screen.getByText("Say why the money goes back")).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, "1.255");
    await userEvent.click(screen.getByRole("button", { name: "Refund part…" }));
    expect(await screen.findByText("Use at most 2 decimals, like 5.25")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(posts(fetch)).toHaveLength(0);
  });

  it("puts the server's refusal of the amount under the Amount field and focuses it", async () => {
    mockApi({
      [PATH]: () =>
        jsonResponse(
          {
            detail: "Please correct the highlighted fields.",
            code: "invalid",
            fields: { amount: ["At most 5.83 can go back for this order."] },
          },
          400,
        ),
    });
    const { onRefunded, onFailed } = renderSection(order());

    await userEvent.type(screen.getByRole("textbox", { name: "Amount" }), "5.80");
    await userEvent.type(screen.getByRole("textbox", { name: "Reason" }), "Frame arrived chipped");
    await userEvent.click(screen.getByRole("button", { name: "Refund part…" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Refund" }));

    expect(await screen.findByText("At most 5.83 can go back for this order.")).toBeInTheDocument();
    const amount = screen.getByRole("textbox", { name: "Amount" });
    expect(amount).toHaveAttribute("aria-invalid", "true");
    expect(amount).toHaveAccessibleDescription("At most 5.83 can go back for this order.");
    await waitFor(() => expect(amount).toHaveFocus());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(onRefunded).not.toHaveBeenCalled();
    expect(onFailed).not.toHaveBeenCalled();
  });

  it("sends nothing when told to keep the money", async () => {
    const fetch = mockApi({});
    renderSection(order());

    await userEvent.type(screen.getByRole("textbox", { name: "Amount" }), "2");
    await userEvent.type(screen.getByRole("textbox", { name: "Reason" }), "Late");
    await userEvent.click(screen.getByRole("button", { name: "Refund part…" }));
    const dialog = screen.getByRole("dialog", { name: "Refund $2.00 of order #12?" });
    expect(dialog).toHaveTextContent("$2.00 goes back to ana@example.com through Stripe");
    expect(dialog).toHaveTextContent("This cannot be undone.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep the money" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refund part…" })).toHaveFocus();
    expect(posts(fetch)).toHaveLength(0);
  });

  it("lists the parcel's earlier part refunds with their credit notes, even when nothing more can go back", () => {
    renderSection(
      order({
        partRefundable: null,
        parcel: parcel({
          shippingRefundable: false,
          shippingRefunded: true,
          refundParts: [
            {
              _id: 1,
              order: 12,
              shipping: false,
              amount: "5.00",
              reason: "Frame arrived chipped",
              createdAt: "2026-11-10T09:30:00Z",
              creditNote: "CN-2026-000004",
            },
            {
              _id: 2,
              order: null,
              shipping: true,
              amount: "9.50",
              reason: "Parcel arrived a week late",
              createdAt: "2026-11-11T10:00:00Z",
              creditNote: null,
            },
          ],
        }),
      }),
    );

    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    const items = within(screen.getByRole("list", { name: "Refunded before" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("$5.00 · Order #12");
    expect(items[0]).toHaveTextContent("Frame arrived chipped");
    expect(items[0]).toHaveTextContent("Credit note CN-2026-000004");
    expect(items[1]).toHaveTextContent("$9.50 · Shipping");
    expect(items[1]).toHaveTextContent("Parcel arrived a week late");
    expect(items[1]).not.toHaveTextContent("Credit note");
  });

  it("shows nothing when nothing can go back and nothing went back", () => {
    const { container } = renderWithProviders(
      <RefundPartSection
        order={order({ partRefundable: null, parcel: parcel({ shippingRefundable: false }) })}
        onRefunded={jest.fn()}
        onFailed={jest.fn()}
      />,
    );

    expect(container).toBeEmptyDOMElement();
  });
});
