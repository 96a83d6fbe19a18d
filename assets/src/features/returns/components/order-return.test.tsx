import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notify } from "@/lib/toast";
import { jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import type { OrderReturn, ReturnInfo } from "../types";
import { OrderReturnSection } from "./order-return";

jest.mock("@/lib/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), show: jest.fn() },
}));

const ENDED = "The return period for this order ended on 12 December 2026.";

const requested: ReturnInfo = {
  id: 4,
  number: "RET-2026-000004",
  status: "requested",
  items: [{ order: 7, item: "Sable brush", quantity: 2, gross: "25.00" }],
  reason: "",
  requestedAt: "2026-11-30T10:00:00Z",
  receivedAt: null,
  refundedAt: null,
  refundAmount: null,
};

function info(overrides: Partial<OrderReturn> = {}): OrderReturn {
  return {
    returnable: true,
    deadline: "2026-12-12",
    endedText: null,
    currency: "eur",
    items: [
      { order: 7, item: "Sable brush", quantity: 2, gross: "25.00", returnable: true },
      { order: 8, item: "<img src=x onerror=alert(1)>", quantity: 1, gross: "1200.00", returnable: true },
    ],
    return: null,
    ...overrides,
  };
}

function renderSection(status = "delivered") {
  return renderWithProviders(<OrderReturnSection orderId={7} status={status} />, {
    auth: signedInAs("casey@example.com"),
  });
}

describe("OrderReturnSection", () => {
  it("asks for the return of the ticked items of the parcel with the reason", async () => {
    let sent: unknown = null;
    const answers = [info(), info({ returnable: false, return: requested })];
    mockApi({
      "/api/orders/7/return": () => jsonResponse(answers.length > 1 ? answers.shift() : answers[0]),
      "/api/orders/7/returns": (_url: URL, init?: RequestInit) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(requested, 201);
      },
    });
    renderSection();

    expect(await screen.findByText("You can return this order until the end of 12 December 2026.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Return items" }));
    const dialog = screen.getByRole("dialog", { name: "Return items" });
    const boxes = within(dialog).getAllByRole("checkbox");
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true]);
    expect(boxes[0]).toHaveFocus();
    // A name that looks like markup is shown as it is.
    expect(within(dialog).getByText("Order #8: 1 × <img src=x onerror=alert(1)>, €1,200.00")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /Order #8/ }));
    await userEvent.type(within(dialog).getByLabelText("Reason (optional)"), " Too small ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Request return" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent).toEqual({ orders: [7], reason: "Too small" });
    expect(notify.success).toHaveBeenCalledWith("Return requested. We have e-mailed you how to send the items back.");
    expect(await screen.findByText("Return requested on Nov 30, 2026")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Return items" })).not.toBeInTheDocument();
  });

  it("says why a request was refused, in the dialog", async () => {
    mockApi({
      "/api/orders/7/return": info(),
      "/api/orders/7/returns": () => jsonResponse({ detail: ENDED, code: "return_period_ended" }, 409),
    });
    renderSection();

    await userEvent.click(await screen.findByRole("button", { name: "Return items" }));
    await userEvent.click(screen.getByRole("button", { name: "Request return" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(ENDED);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("refuses to send nothing", async () => {
    const fetched = mockApi({ "/api/orders/7/return": info({ items: [info().items[0]] }) });
    renderSection();

    await userEvent.click(await screen.findByRole("button", { name: "Return items" }));
    await userEvent.click(screen.getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "Request return" }));

    expect(screen.getByRole("alert")).toHaveTextContent("Choose at least one item to return.");
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it("says when the return period ended, with no button", async () => {
    mockApi({ "/api/orders/7/return": info({ returnable: false, endedText: ENDED }) });
    renderSection();

    expect(await screen.findByText(ENDED)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Return items" })).not.toBeInTheDocument();
  });

  it("shows a refunded return's amount and date", async () => {
    const refunded = {
      ...requested,
      status: "refunded" as const,
      refundedAt: "2026-12-03T09:00:00Z",
      refundAmount: "25.00",
    };
    mockApi({ "/api/orders/7/return": info({ returnable: false, return: refunded }) });
    renderSection("refunded");

    expect(await screen.findByText("Refunded €25.00 on Dec 3, 2026")).toBeInTheDocument();
  });

  it("asks nothing for an order that was not delivered", () => {
    const fetched = mockApi({});
    const { container } = renderSection("paid");

    expect(container).toBeEmptyDOMElement();
    expect(fetched).not.toHaveBeenCalled();
  });
});
