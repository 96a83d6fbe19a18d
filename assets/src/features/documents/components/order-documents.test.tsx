import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notify } from "@/lib/toast";
import { fakeJwt, jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import type { OrderDocument } from "../types";
import { OrderDocuments } from "./order-documents";

jest.mock("@/lib/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), show: jest.fn() },
}));

const LIST_URL = "/api/orders/12/documents";
const PAID = { _id: 12, checkout: 4, status: "paid" };

function invoice(overrides: Partial<OrderDocument> = {}): OrderDocument {
  return {
    number: "INV-2026-000001",
    kind: "invoice",
    issuedAt: "2026-11-27T10:00:00Z",
    total: 1240,
    currency: "eur",
    ready: true,
    refersTo: null,
    ...overrides,
  };
}

const creditNote = invoice({ number: "CN-2026-000001", kind: "credit_note", total: 25, refersTo: "INV-2026-000001" });

function renderDocuments(order = PAID) {
  return renderWithProviders(<OrderDocuments order={order} />, { auth: signedInAs("ana@example.com") });
}

function captureDownloads() {
  const createObjectURL = jest.fn((blob: Blob) => {
    void blob;
    return "blob:pdf";
  });
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const clicks: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this);
  });
  return { createObjectURL, clicks };
}

afterEach(() => jest.restoreAllMocks());

describe("OrderDocuments", () => {
  it("lists the invoice and the credit note, each with its own Download button", async () => {
    mockApi({ [LIST_URL]: [invoice(), creditNote] });

    renderDocuments();

    expect(await screen.findByRole("heading", { name: "Invoice and credit notes" })).toBeInTheDocument();
    expect(screen.getByText("Invoice INV-2026-000001")).toBeInTheDocument();
    expect(screen.getByText(/€1,240\.00/)).toBeInTheDocument();
    expect(screen.getByText(/for invoice INV-2026-000001/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download invoice INV-2026-000001" })).toHaveTextContent("Download");
    expect(screen.getByRole("button", { name: "Download credit note CN-2026-000001" })).toBeInTheDocument();
  });

  it("downloads the PDF with the signed-in token and saves it under its number", async () => {
    const token = fakeJwt({ email: "ana@example.com" });
    localStorage.setItem("accessToken", token);
    const fetch = mockApi({
      [LIST_URL]: [invoice()],
      "/api/documents/INV-2026-000001/pdf": () =>
        new Response("%PDF-1.4 invoice", { status: 200, headers: { "Content-Type": "application/pdf" } }),
    });
    const { createObjectURL, clicks } = captureDownloads();
    renderDocuments();

    await userEvent.click(await screen.findByRole("button", { name: "Download invoice INV-2026-000001" }));

    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0].download).toBe("INV-2026-000001.pdf");
    expect(clicks[0].href).toBe("blob:pdf");
    const call = fetch.mock.calls.find(([input]) => String(input).endsWith("/pdf"));
    expect((call?.[1]?.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
    const saved = createObjectURL.mock.calls[0][0];
    expect(await saved.text()).toBe("%PDF-1.4 invoice");
  });

  it("says a document is being prepared and shows its button once it is ready", async () => {
    let ready = false;
    mockApi({ [LIST_URL]: () => jsonResponse([invoice({ ready })]) });
    renderDocuments();

    expect(await screen.findByText("Being prepared…")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Download/ })).not.toBeInTheDocument();

    ready = true;
    await userEvent.click(screen.getByRole("button", { name: "Check again" }));

    expect(await screen.findByRole("button", { name: "Download invoice INV-2026-000001" })).toBeInTheDocument();
    expect(screen.queryByText("Being prepared…")).not.toBeInTheDocument();
  });

  it("tells why a download failed and asks for the list again", async () => {
    const notReady = { code: "document_not_ready", detail: "This document is being prepared. Try again in a minute." };
    let lists = 0;
    mockApi({
      [LIST_URL]: () => {
        lists += 1;
        return jsonResponse([invoice()]);
      },
      "/api/documents/INV-2026-000001/pdf": () => jsonResponse(notReady, 409),
    });
    captureDownloads();
    renderDocuments();

    await userEvent.click(await screen.findByRole("button", { name: "Download invoice INV-2026-000001" }));

    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(notReady.detail));
    await waitFor(() => expect(lists).toBe(2));
  });

  it("shows nothing for an order without documents", async () => {
    const fetch = mockApi({ [LIST_URL]: [] });
    const { container } = renderDocuments();

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole("status")).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
  });

  it("does not ask for an unpaid order's documents", () => {
    const fetch = mockApi({});
    const { container } = renderDocuments({ _id: 12, checkout: 4, status: "pending" });

    expect(container).toBeEmptyDOMElement();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("offers to try again when the list cannot be loaded", async () => {
    let fail = true;
    mockApi({
      [LIST_URL]: () =>
        fail ? jsonResponse({ detail: "The shop is busy.", code: "unavailable" }, 503) : jsonResponse([invoice()]),
    });
    renderDocuments();

    expect(await screen.findByText("The shop is busy.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("button", { name: "Download invoice INV-2026-000001" })).toBeInTheDocument();
  });
});
