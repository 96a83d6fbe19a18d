import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import type { Painting } from "@/features/paintings";
import { notify } from "@/lib/toast";
import { aPainting } from "@/testing/paintings";
import { jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { BuyPaintingPage, PAINTING_ORDER_PLACED_MESSAGE } from "./buy-painting";

jest.mock("@/lib/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), show: jest.fn() },
}));

const lastAddress = {
  fullName: "Ana Painter",
  line1: "12 Rue des Arts",
  line2: "",
  city: "Lyon",
  region: "",
  postalCode: "69001",
  country: "FR",
  countryName: "France",
  phone: "",
  lines: ["Ana Painter", "12 Rue des Arts", "69001 Lyon", "France"],
};

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function renderBuy(path = "/paintings/3/buy") {
  return renderWithProviders(
    <Routes>
      <Route path="/paintings/:paintingId/buy" element={<BuyPaintingPage />} />
      <Route path="/dashboard/payment/:id" element={<h1>Payment</h1>} />
    </Routes>,
    { route: path, auth: signedInAs("ana@example.com") },
  );
}

/** The painting (asked again after an order), the countries, the last address, and the order's answer. */
function mockBuy(painting: Painting, order: (body: unknown) => Response, more: Record<string, unknown> = {}) {
  return mockApi({
    "/api/paintings/3": painting,
    "/api/countries": [{ code: "FR", name: "France" }],
    "/api/delivery-address": { deliveryAddress: lastAddress },
    "/api/mypurchase": (_url: URL, init?: RequestInit) => order(JSON.parse(String(init?.body))),
    ...more,
  });
}

const placeOrder = () => screen.getByRole("button", { name: "Place order" });

describe("BuyPaintingPage", () => {
  it("sums up the painting and orders it to the last address, then goes to the payment", async () => {
    const user = userEvent.setup();
    const fetch = mockBuy(aPainting(3, { title: "Lavender Field", price: 850 }), () =>
      jsonResponse({ _id: 77, kind: "painting", painting: 3, tool: null }, 201),
    );
    renderBuy();

    expect(await screen.findByRole("heading", { level: 1, name: "Buy this painting" })).toBeInTheDocument();
    const summary = screen.getByRole("region", { name: "Lavender Field" });
    expect(within(summary).getByRole("img", { name: "Lavender Field by Claire Dubois" })).toBeInTheDocument();
    expect(within(summary).getByText("by Claire Dubois")).toBeInTheDocument();
    expect(within(summary).getByText("60 × 45 cm, framed")).toBeInTheDocument();
    expect(within(summary).getByText("$850.00")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "City" })).toHaveValue("Lyon"));
    expect(document.title).toBe("Buy Lavender Field | Brush & Canvas");

    await user.click(placeOrder());

    expect(await screen.findByRole("heading", { level: 1, name: "Payment" })).toBeInTheDocument();
    expect(notify.success).toHaveBeenCalledWith(PAINTING_ORDER_PLACED_MESSAGE);
    const post = fetch.mock.calls.find(([url, init]) => url === "/api/mypurchase" && init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      painting: 3,
      deliveryAddress: { ...lastAddress, countryName: undefined, lines: undefined },
    });
  });

  it.each([
    ["painting_reserved", "Someone is buying this painting right now"],
    ["painting_sold", "This painting has been sold"],
  ])("shows the server's words for %s with a link back, and asks for the painting again", async (code, detail) => {
    const user = userEvent.setup();
    let answered = false;
    const fetch = mockBuy(aPainting(3), () => {
      answered = true;
      return jsonResponse({ detail, code }, 409);
    });
    // Asked again after the refusal, the painting is no longer for sale.
    const taken = aPainting(
      3,
      code === "painting_sold" ? { state: "sold" } : { state: "reserved", reservedUntil: inMinutes(20) },
    );
    const answer = fetch.getMockImplementation()!;
    let servedTaken = false;
    fetch.mockImplementation(async (input, init) => {
      if (!answered || String(input) !== "/api/paintings/3") return answer(input, init);
      servedTaken = true;
      return jsonResponse(taken);
    });
    renderBuy();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "City" })).toHaveValue("Lyon"));

    await user.click(placeOrder());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(detail);
    expect(within(alert).getByRole("link", { name: "Back to the painting" })).toHaveAttribute("href", "/paintings/3");
    await waitFor(() => expect(servedTaken).toBe(true));
    // The refusal stays where the customer is, with the form.
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(detail));
    expect(placeOrder()).toBeInTheDocument();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("sends a customer with too many unpaid orders to My Order", async () => {
    const user = userEvent.setup();
    const detail = "Pay for or cancel one of your unpaid orders first.";
    mockBuy(aPainting(3), () => jsonResponse({ detail, code: "too_many_unpaid_orders" }, 409));
    renderBuy();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "City" })).toHaveValue("Lyon"));

    await user.click(placeOrder());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(detail);
    expect(within(alert).getByRole("link", { name: "See your orders on My Order" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
  });

  it("puts the server's address errors under their fields", async () => {
    const user = userEvent.setup();
    mockBuy(aPainting(3), () =>
      jsonResponse(
        { detail: "Invalid input.", code: "invalid", fields: { "deliveryAddress.postalCode": ["Enter a real code."] } },
        400,
      ),
    );
    renderBuy();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "City" })).toHaveValue("Lyon"));

    await user.click(placeOrder());

    const postalCode = screen.getByRole("textbox", { name: "Postal code" });
    await waitFor(() => expect(postalCode).toHaveAccessibleDescription("Enter a real code."));
    expect(postalCode).toHaveFocus();
  });

  it("says a painting already reserved is being bought, instead of the form", async () => {
    mockBuy(aPainting(3, { state: "reserved", reservedUntil: inMinutes(20) }), () => jsonResponse({}, 500), {
      "/api/mypurchase?customer=ana%40example.com": [],
    });
    renderBuy();

    expect(await screen.findByText("Someone is buying this painting right now")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Place order" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Back to the painting" })[0]).toHaveAttribute("href", "/paintings/3");
  });

  it("says a sold painting has been sold, instead of the form", async () => {
    mockBuy(aPainting(3, { state: "sold" }), () => jsonResponse({}, 500));
    renderBuy();

    expect(await screen.findByText("This painting has been sold")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Place order" })).not.toBeInTheDocument();
  });

  it("sends the customer holding it to pay", async () => {
    const order = { _id: 41, kind: "painting", painting: 3, tool: null, status: "pending", payable: true };
    mockBuy(aPainting(3, { state: "reserved", reservedUntil: inMinutes(20) }), () => jsonResponse({}, 500), {
      "/api/mypurchase?customer=ana%40example.com": [order],
    });
    renderBuy();

    expect(await screen.findByRole("link", { name: "Pay now" })).toHaveAttribute("href", "/dashboard/payment/41");
  });

  it("is the 404 page for an unknown or malformed painting", async () => {
    mockApi({ "/api/paintings/9": () => jsonResponse({ detail: "Not found.", code: "not_found" }, 404) });
    renderBuy("/paintings/9/buy");

    expect(await screen.findByText("Sorry the page you're looking for dosen't exist.")).toBeInTheDocument();
  });
});
