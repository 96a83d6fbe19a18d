import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import type { StaffReturn } from "../types";
import { ReturnAdminSection } from "./return-admin-section";

function staffReturn(overrides: Partial<StaffReturn> = {}): StaffReturn {
  return {
    id: 4,
    number: "RET-2026-000004",
    status: "requested",
    items: [
      { order: 7, item: "Sable brush", quantity: 2, gross: "25.00" },
      { order: 8, item: "Easel", quantity: 1, gross: "30.00" },
    ],
    reason: "Too small",
    requestedAt: "2026-11-30T10:00:00Z",
    receivedAt: null,
    refundedAt: null,
    refundAmount: null,
    customer: "casey@example.com",
    currency: "eur",
    refundDue: "61.90",
    ...overrides,
  };
}

function renderSection(status = "delivered") {
  return renderWithProviders(<ReturnAdminSection orderId={7} status={status} />, {
    auth: signedInAs("root@example.com", undefined, { role: "admin" }),
  });
}

describe("ReturnAdminSection", () => {
  it("marks the parcel received, then refunds the amount it states", async () => {
    const states = [
      staffReturn(),
      staffReturn({ status: "received", receivedAt: "2026-12-01T08:00:00Z" }),
      staffReturn({ status: "refunded", refundedAt: "2026-12-02T08:00:00Z", refundAmount: "61.90", refundDue: null }),
    ];
    let step = 0;
    const posted: string[] = [];
    mockApi({
      "/api/manage/returns?order=7": () => jsonResponse([states[step]]),
      "/api/manage/returns/4/received": (url: URL) => {
        posted.push(url.pathname);
        step = 1;
        return jsonResponse(states[1]);
      },
      "/api/manage/returns/4/refund": (url: URL) => {
        posted.push(url.pathname);
        step = 2;
        return jsonResponse(states[2]);
      },
    });
    renderSection();

    expect(await screen.findByRole("heading", { name: "Return RET-2026-000004" })).toBeInTheDocument();
    expect(screen.getByText("Reason: Too small")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Refund return" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Mark parcel received" }));
    expect(await screen.findByText("Return received on Dec 1, 2026")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Refund return" }));
    const dialog = screen.getByRole("dialog", { name: "Refund return RET-2026-000004?" });
    expect(dialog).toHaveTextContent("€61.90 goes back to casey@example.com through Stripe");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund €61.90" }));

    expect(await screen.findByText("Return RET-2026-000004 is refunded: €61.90.")).toBeInTheDocument();
    expect(await screen.findByText("Refunded €61.90 on Dec 2, 2026")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Refund return" })).not.toBeInTheDocument();
    expect(posted).toEqual(["/api/manage/returns/4/received", "/api/manage/returns/4/refund"]);
  });

  it("shows a refusal and keeps the buttons", async () => {
    mockApi({
      "/api/manage/returns?order=7": [staffReturn({ status: "received" })],
      "/api/manage/returns/4/refund": () =>
        jsonResponse({ detail: "A refund of this return is under way.", code: "refund_in_progress" }, 409),
    });
    renderSection();

    await userEvent.click(await screen.findByRole("button", { name: "Refund return" }));
    await userEvent.click(screen.getByRole("button", { name: "Refund €61.90" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("A refund of this return is under way.");
    expect(screen.getByRole("button", { name: "Refund return" })).toBeInTheDocument();
  });
});
