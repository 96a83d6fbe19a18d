import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router-dom";
import { monthOf } from "@/features/documents";
import { mockMatchMedia, phone, restoreMatchMedia } from "@/testing/media-query";
import { mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { AdminInvoicesPage } from "./admin-invoices";

function books(month: string, number: string) {
  return {
    month,
    documents: [
      {
        number,
        kind: "invoice",
        issuedAt: `${month}-10T09:00:00Z`,
        buyerCountry: "DE",
        currency: "eur",
        net: 100,
        taxes: [{ rate: 19, net: 100, tax: 19 }],
        tax: 19,
        total: 119,
        refersTo: null,
      },
    ],
    totals: { net: 100, tax: 19, total: 119 },
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderPage(route = "/dashboard/invoices") {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/dashboard/invoices" element={<AdminInvoicesPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, auth: signedInAs("root@example.com", async () => {}, { role: "admin" }) },
  );
}

describe("AdminInvoicesPage", () => {
  afterEach(restoreMatchMedia);

  it("opens on this month with its invoices, totals and the CSV button", async () => {
    const month = monthOf(new Date());
    mockApi({ [`/api/manage/invoices?month=${month}`]: books(month, "INV-2026-000007") });

    renderPage();

    expect(screen.getByRole("heading", { level: 1, name: "Invoices" })).toBeInTheDocument();
    expect(screen.getByLabelText("Month")).toHaveValue(month);
    const row = (await screen.findByRole("rowheader", { name: "INV-2026-000007" })).closest("tr") as HTMLElement;
    expect(row).toHaveTextContent("DE");
    expect(row).toHaveTextContent("€119.00");
    expect(screen.getByRole("region", { name: /^Totals for/ })).toHaveTextContent("Total€119.00");
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "← All orders" })).toHaveAttribute("href", "/dashboard/orders");
  });

  it("shows the month picked, and keeps it in the address", async () => {
    mockApi({
      "/api/manage/invoices?month=2026-11": books("2026-11", "INV-2026-000001"),
      "/api/manage/invoices?month=2026-10": books("2026-10", "INV-2026-000099"),
    });
    renderPage("/dashboard/invoices?month=2026-11");
    await screen.findByRole("rowheader", { name: "INV-2026-000001" });

    // A browser's month picker sends whole months (jsdom has no picker to type into).
    fireEvent.change(screen.getByLabelText("Month"), { target: { value: "2026-10" } });

    expect(await screen.findByRole("rowheader", { name: "INV-2026-000099" })).toBeInTheDocument();
    expect(screen.getByText("Showing October 2026.")).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Invoices and credit notes of October 2026" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/invoices?month=2026-10"));
  });

  it("keeps a half-typed month where the browser has no picker, and puts back the month shown on leaving", async () => {
    mockApi({ "/api/manage/invoices?month=2026-11": books("2026-11", "INV-2026-000001") });
    renderPage("/dashboard/invoices?month=2026-11");
    const picker = screen.getByLabelText("Month");

    fireEvent.change(picker, { target: { value: "" } }); // what a picker half filled in sends
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/invoices?month=2026-11");
    fireEvent.blur(picker);

    expect(picker).toHaveValue("2026-11");
    expect(await screen.findByRole("rowheader", { name: "INV-2026-000001" })).toBeInTheDocument();
  });

  it("shows a card per document on a phone", async () => {
    mockMatchMedia(phone);
    mockApi({ "/api/manage/invoices?month=2026-11": books("2026-11", "INV-2026-000001") });

    renderPage("/dashboard/invoices?month=2026-11");

    const card = within(await screen.findByRole("article", { name: "Invoice INV-2026-000001" }));
    expect(card.getByText("€119.00")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
