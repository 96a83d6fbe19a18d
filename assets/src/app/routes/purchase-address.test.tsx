import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { notify } from "@/lib/toast";
import { jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { PurchasePage } from "./purchase";

jest.mock("@/lib/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), show: jest.fn() },
}));

const canvas = {
  _id: 5,
  name: "Linen canvas",
  description: "Primed, 40 x 50 cm.",
  img: "/media/canvas.jpg",
  price: 18,
  minimumOrderQuantity: 3,
  availableQuantity: 30,
};

const countries = [
  { code: "FR", name: "France" },
  { code: "US", name: "United States" },
];

const lastAddress = {
  fullName: "Ana Painter",
  line1: "12 Rue des Arts",
  line2: "Atelier 3",
  city: "Lyon",
  region: "Rhône",
  postalCode: "69001",
  country: "FR",
  countryName: "France",
  phone: "+33 4 00 00 00 00",
  lines: ["Ana Painter", "12 Rue des Arts", "Atelier 3", "69001 Lyon", "France"],
};

function renderPurchase() {
  return renderWithProviders(
    <Routes>
      <Route path="/purchase/:purchaseId" element={<PurchasePage />} />
    </Routes>,
    { route: "/purchase/5", auth: signedInAs("ana@example.com", undefined, { name: "Ana Painter" }) },
  );
}

const field = (name: string) => screen.getByRole("textbox", { name });
const country = () => screen.getByRole("combobox", { name: "Country" });
const placeOrderButton = () => screen.getByRole("button", { name: "Place order" });

function posts(fetch: jest.MockedFunction<typeof globalThis.fetch>) {
  return fetch.mock.calls
    .filter(([url, init]) => url === "/api/mypurchase" && init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init?.body)));
}

async function fillRequired() {
  await userEvent.type(field("Full name"), "  Bo Sketcher ");
  await userEvent.type(field("Address line 1"), "1 Main St");
  await userEvent.type(field("City"), "Springfield");
  await userEvent.type(field("Postal code"), "12345");
  await userEvent.selectOptions(country(), "US");
}

describe("PurchasePage: the delivery address", () => {
  it("has a labelled fieldset with autocomplete hints and the server's countries", async () => {
    mockApi({
      "/api/tools/5": canvas,
      "/api/countries": countries,
      "/api/delivery-address": { deliveryAddress: null },
    });
    renderPurchase();

    const fieldset = await screen.findByRole("group", { name: "Delivery address" });
    const expected: [string, string][] = [
      ["Full name", "name"],
      ["Address line 1", "address-line1"],
      ["Address line 2 (optional)", "address-line2"],
      ["City", "address-level2"],
      ["Region / state (optional)", "address-level1"],
      ["Postal code", "postal-code"],
      ["Phone (optional)", "tel"],
    ];
    for (const [name, autoComplete] of expected) {
      expect(within(fieldset).getByRole("textbox", { name })).toHaveAttribute("autocomplete", autoComplete);
    }
    expect(field("Full name")).toBeRequired();
    expect(field("Address line 2 (optional)")).not.toBeRequired();
    expect(field("Phone (optional)")).toHaveAttribute("type", "tel");
    expect(country()).toHaveAttribute("autocomplete", "country");
    await waitFor(() =>
      expect(
        within(country())
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["Choose a country", "France", "United States"]),
    );
    expect(country()).toHaveValue("");
    expect(field("Full name")).toHaveValue("");
    // The spec's fields are all still there.
    expect(field("Name")).toHaveValue("Ana Painter");
    expect(screen.getByRole("spinbutton", { name: "Quantity" })).toHaveValue(3);
  });

  it("is filled with the customer's last address, and sends it with the order", async () => {
    const fetch = mockApi({
      "/api/tools/5": canvas,
      "/api/countries": countries,
      "/api/delivery-address": { deliveryAddress: lastAddress },
      "/api/mypurchase": (_url: URL, init?: RequestInit) =>
        jsonResponse({ _id: 9, ...JSON.parse(String(init?.body)) }, 201),
    });
    renderPurchase();

    await waitFor(() => expect(field("Full name")).toHaveValue("Ana Painter"));
    expect(field("Address line 1")).toHaveValue("12 Rue des Arts");
    expect(field("Address line 2 (optional)")).toHaveValue("Atelier 3");
    expect(field("City")).toHaveValue("Lyon");
    expect(field("Region / state (optional)")).toHaveValue("Rhône");
    expect(field("Postal code")).toHaveValue("69001");
    expect(field("Phone (optional)")).toHaveValue("+33 4 00 00 00 00");
    await waitFor(() => expect(country()).toHaveValue("FR"));
    expect(within(country()).getByRole("option", { name: "France" })).toHaveProperty("selected", true);

    await userEvent.clear(field("City"));
    await userEvent.type(field("City"), "Paris");
    await userEvent.click(placeOrderButton());

    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    const sent: Record<string, unknown> = { ...lastAddress };
    delete sent.countryName;
    delete sent.lines;
    expect(posts(fetch)[0]).toEqual({ tool: 5, toolsQuantity: 3, deliveryAddress: { ...sent, city: "Paris" } });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Please checkout the product on My Item page"));
    // The address just used stays for the next order.
    expect(field("City")).toHaveValue("Paris");
  });

  it("checks the required fields, the lengths and the phone before sending anything", async () => {
    const fetch = mockApi({
      "/api/tools/5": canvas,
      "/api/countries": countries,
      "/api/delivery-address": { deliveryAddress: null },
    });
    renderPurchase();
    await screen.findByRole("group", { name: "Delivery address" });

    await userEvent.type(field("Address line 1"), "   ");
    await userEvent.type(field("Postal code"), "1".repeat(21));
    await userEvent.type(field("Phone (optional)"), "call me");
    await userEvent.click(placeOrderButton());

    expect(await screen.findByText("Enter the full name of the person receiving the order")).toHaveClass(
      "text-red-700",
    );
    expect(field("Full name")).toHaveAttribute("aria-invalid", "true");
    expect(field("Full name")).toHaveFocus();
    expect(field("Address line 1")).toHaveAccessibleDescription("Enter the first line of the address");
    expect(field("City")).toHaveAccessibleDescription("Enter the city");
    expect(field("Postal code")).toHaveAccessibleDescription("Use at most 20 characters");
    expect(country()).toHaveAccessibleDescription("Choose the country");
    expect(field("Phone (optional)")).toHaveAccessibleDescription("Use only digits, spaces and + - ( ) .");
    expect(field("Address line 2 (optional)")).not.toHaveAttribute("aria-invalid");
    expect(posts(fetch)).toHaveLength(0);
  });

  it("sends the address trimmed, with the optional fields empty", async () => {
    const fetch = mockApi({
      "/api/tools/5": canvas,
      "/api/countries": countries,
      "/api/delivery-address": { deliveryAddress: null },
      "/api/mypurchase": () => jsonResponse({ _id: 9 }, 201),
    });
    renderPurchase();
    await screen.findByRole("group", { name: "Delivery address" });
    await waitFor(() => expect(within(country()).getAllByRole("option")).toHaveLength(3));

    await fillRequired();
    await userEvent.click(placeOrderButton());

    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    expect(posts(fetch)[0].deliveryAddress).toEqual({
      fullName: "Bo Sketcher",
      line1: "1 Main St",
      line2: "",
      city: "Springfield",
      region: "",
      postalCode: "12345",
      country: "US",
      phone: "",
    });
  });

  it("shows the server's address errors under their fields", async () => {
    mockApi({
      "/api/tools/5": canvas,
      "/api/countries": countries,
      "/api/delivery-address": { deliveryAddress: lastAddress },
      "/api/mypurchase": () =>
        jsonResponse(
          {
            detail: "Please correct the highlighted fields.",
            code: "invalid",
            fields: {
              "deliveryAddress.city": ["This field is required."],
              "deliveryAddress.country": ["Choose a country from the list."],
            },
          },
          400,
        ),
    });
    renderPurchase();
    await waitFor(() => expect(country()).toHaveValue("FR"));

    await userEvent.click(placeOrderButton());

    await waitFor(() => expect(field("City")).toHaveAccessibleDescription("This field is required."));
    expect(field("City")).toHaveAttribute("aria-invalid", "true");
    expect(field("City")).toHaveFocus();
    expect(country()).toHaveAccessibleDescription("Choose a country from the list.");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it.each([
    ["too_many_unpaid_orders", "You already have 10 unpaid orders. Pay or cancel one before ordering again."],
    [
      "too_many_units_held",
      "Your unpaid orders can hold at most 50 tools in all, and they hold 40. Pay for them, or order fewer.",
    ],
    ["too_much_held", "Your unpaid orders would come to more than 10000 USD. Pay for them before ordering more."],
  ])("says clearly when the customer's unpaid orders hold too much (%s)", async (code, detail) => {
    mockApi({
      "/api/tools/5": canvas,
      "/api/countries": countries,
      "/api/delivery-address": { deliveryAddress: lastAddress },
      "/api/mypurchase": () => jsonResponse({ detail, code }, 409),
    });
    renderPurchase();
    await waitFor(() => expect(country()).toHaveValue("FR"));

    await userEvent.click(placeOrderButton());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(detail);
    expect(within(alert).getByRole("link", { name: "See your orders on My Order" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(notify.success).not.toHaveBeenCalled();
  });
});
