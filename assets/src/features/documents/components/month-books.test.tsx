import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notify } from "@/lib/toast";
import { jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import type { Books } from "../types";
import { MonthBooks } from "./month-books";

jest.mock("@/lib/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), show: jest.fn() },
}));

const NOVEMBER: Books = {
  month: "2026-11",
  documents: [
    {
      number: "INV-2026-000002",
      kind: "invoice",
      issuedAt: "2026-11-10T09:00:00Z",
      buyerCountry: "IT",
      currency: "eur",
      net: 1033.33,
      taxes: [{ rate: 20, net: 1033.33, tax: 206.67 }],
      tax: 206.67,
      total: 1240,
      refersTo: null,
    },
    {
      number: "CN-2026-000001",
      kind: "credit_note",
      issuedAt: "2026-11-20T09:00:00Z",
      buyerCountry: "IT",
      currency: "eur",
      net: -20.83,
      taxes: [{ rate: 20, net: -20.83, tax: -4.17 }],
      tax: -4.17,
      total: -25,
      refersTo: "INV-2026-000002",
    },
  ],
  totals: { net: 1012.5, tax: 202.5, total: 1215 },
};

const BOOKS_URL = "/api/manage/invoices?month=2026-11";

function renderBooks() {
  return renderWithProviders(<MonthBooks month="2026-11" />, {
    auth: signedInAs("root@example.com", async () => {}, { role: "admin" }),
  });
}

afterEach(() => jest.restoreAllMocks());

describe("MonthBooks", () => {
  it("lists the month's documents, a credit note negative, and the totals", async () => {
    mockApi({ [BOOKS_URL]: NOVEMBER });

    renderBooks();

    const table = await screen.findByRole("table", { name: "Invoices and credit notes of November 2026" });
    const note = within(table).getByRole("rowheader", { name: "CN-2026-000001" }).closest("tr") as HTMLElement;
    expect(note).toHaveTextContent("Credit note (for INV-2026-000002)");
    expect(note).toHaveTextContent("-€25.00");
    expect(note).toHaveTextContent("-€4.17 (20%)");
    const totals = screen.getByRole("region", { name: "Totals for November 2026" });
    expect(totals).toHaveTextContent("Net€1,012.50");
    expect(totals).toHaveTextContent("VAT€202.50");
    expect(totals).toHaveTextContent("Total€1,215.00");
    expect(screen.getByText("2 documents")).toBeInTheDocument();
  });

  it("downloads the month's CSV as invoices-2026-11.csv", async () => {
    mockApi({
      [BOOKS_URL]: NOVEMBER,
      "/api/manage/invoices.csv?month=2026-11": () =>
        new Response("number,date\r\n", { status: 200, headers: { "Content-Type": "text/csv" } }),
    });
    const createObjectURL = jest.fn((blob: Blob) => {
      void blob;
      return "blob:csv";
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicks: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    renderBooks();
    await screen.findByRole("table");

    await userEvent.click(screen.getByRole("button", { name: "Download CSV" }));

    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0].download).toBe("invoices-2026-11.csv");
    expect(await createObjectURL.mock.calls[0][0].text()).toBe("number,date\r\n");
  });

  it("says so when the month has no documents, and a failed CSV is a toast", async () => {
    mockApi({
      [BOOKS_URL]: { month: "2026-11", documents: [], totals: { net: 0, tax: 0, total: 0 } },
      "/api/manage/invoices.csv?month=2026-11": () =>
        jsonResponse({ detail: "Only admins can do that.", code: "permission_denied" }, 403),
    });
    renderBooks();

    expect(await screen.findByText("No invoices or credit notes in November 2026.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: /Totals/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Only admins can do that."));
  });

  it("offers to try again when the month cannot be loaded", async () => {
    mockApi({ [BOOKS_URL]: () => jsonResponse({ detail: "The shop is busy.", code: "unavailable" }, 503) });

    renderBooks();

    expect(await screen.findByText("The shop is busy.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
