import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { seedQueryCache } from "@/app/initial-data";
import { createQueryClient } from "@/lib/query-client";
import { notify } from "@/lib/toast";
import { sizeClasses } from "@/testing/class-names";
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

const order = {
  _id: 71,
  tool: 5,
  name: "Linen canvas",
  ToolsName: "Linen canvas",
  customer: { email: "ana@example.com" },
  customerName: "Ana Painter",
  toolsQuantity: 4,
  unitPrice: 18,
  toolsPrice: 72,
  status: "pending",
  createdAt: "2025-11-22T10:00:00Z",
};

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

/** The form's other calls: the countries, and the last address (which fills the form). */
const addressRoutes = {
  "/api/countries": [
    { code: "FR", name: "France" },
    { code: "US", name: "United States" },
  ],
  "/api/delivery-address": { deliveryAddress: lastAddress },
};

function renderPurchase(path: string, queryClient?: ReturnType<typeof createQueryClient>) {
  return renderWithProviders(
    <Routes>
      <Route path="/purchase" element={<PurchasePage />} />
      <Route path="/purchase/:purchaseId" element={<PurchasePage />} />
    </Routes>,
    { route: path, auth: signedInAs("ana@example.com", undefined, { name: "Ana Painter" }), queryClient },
  );
}

const quantityInput = () => screen.getByRole("spinbutton", { name: "Quantity" });
const placeOrderButton = () => screen.getByRole("button", { name: "Place order" });

function postsTo(fetch: jest.MockedFunction<typeof globalThis.fetch>, path: string) {
  return fetch.mock.calls.filter(([url, init]) => url === path && init?.method === "POST");
}

/** The tool's page with its form filled with the last address (every call answered). */
async function findForm() {
  await screen.findByRole("heading", { level: 1, name: "Linen canvas" });
  await waitFor(() => expect(screen.getByRole("combobox", { name: "Country" })).toHaveValue("FR"));
}

async function typeQuantity(value: string) {
  await userEvent.clear(quantityInput());
  if (value) await userEvent.type(quantityInput(), value);
}

describe("PurchasePage", () => {
  it("paints the tool its page came with, asking the API only for the delivery address's data", async () => {
    const fetch = mockApi(addressRoutes);
    renderPurchase("/purchase/5", seedQueryCache(createQueryClient(), { tool: canvas }));

    expect(screen.getByRole("heading", { level: 1, name: "Linen canvas" })).toBeInTheDocument();
    // The order form follows in a later task, not in the first render's.
    expect(screen.queryByRole("spinbutton", { name: "Quantity" })).not.toBeInTheDocument();
    expect(await screen.findByRole("spinbutton", { name: "Quantity" })).toHaveValue(3);
    await findForm();
    expect(fetch.mock.calls.map(([url]) => String(url)).sort()).toEqual(["/api/countries", "/api/delivery-address"]);
  });

  it("loads the tool's image at once, sized, with its WebP copies", async () => {
    const srcset = "/media/uploads/tools/k_1200x900.320w.webp 320w, /media/uploads/tools/k_1200x900.640w.webp 640w";
    mockApi({
      ...addressRoutes,
      "/api/tools/5": { ...canvas, img: "/media/uploads/tools/k_1200x900.jpg", imgSrcset: srcset },
    });

    renderPurchase("/purchase/5");

    const image = await screen.findByRole("img", { name: "Linen canvas" });
    await findForm();
    expect(image).not.toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).toHaveAttribute("srcset", srcset);
    expect(image).toHaveAttribute("sizes", expect.stringContaining("100vw"));
    expect(image).toHaveAttribute("width", "600");
    expect(image).toHaveAttribute("height", "450");
  });

  it("shows the tool and a form with the customer, the quantities, the unit price and a live total", async () => {
    mockApi({ ...addressRoutes, "/api/tools/5": canvas });

    renderPurchase("/purchase/5");

    await findForm();
    expect(screen.getByText("Primed, 40 x 50 cm.")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Linen canvas" })).toHaveAttribute("src", "/media/canvas.jpg");
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Ana Painter");
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveAttribute("readonly");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("ana@example.com");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAttribute("readonly");
    expect(screen.getByText("Minimum order").nextElementSibling).toHaveTextContent("3");
    expect(screen.getByText("Available").nextElementSibling).toHaveTextContent("30");
    expect(screen.getByText("Unit price").nextElementSibling).toHaveTextContent("$18.00");
    expect(quantityInput()).toHaveValue(3);
    expect(quantityInput()).toBeRequired();
    expect(document.querySelector("output")).toHaveTextContent("$54.00");

    await typeQuantity("10");

    expect(document.querySelector("output")).toHaveTextContent("$180.00");
    expect(document.title).toBe("Purchase Linen canvas | Brush & Canvas");
  });

  it("shows the customer's fields as read-only, set rather than editable", async () => {
    mockApi({ ...addressRoutes, "/api/tools/5": canvas });
    renderPurchase("/purchase/5");
    await findForm();

    for (const name of ["Name", "Email"]) {
      const field = screen.getByRole("textbox", { name });
      expect(field).toHaveAttribute("readonly");
      expect(field).toHaveClass("border-dashed", "bg-ink-50", "shadow-none");
      // shadow-sm comes after shadow-none in the stylesheet: with both, the field would keep its shadow.
      expect(field).not.toHaveClass("shadow-sm");
    }
    expect(quantityInput()).not.toHaveClass("border-dashed");
  });

  it.each([
    ["below the minimum", "2"],
    ["above what is available", "31"],
    ["not a whole number", "3.5"],
    ["empty", ""],
  ])("shows no total for a quantity %s", async (_, quantity) => {
    mockApi({ ...addressRoutes, "/api/tools/5": canvas });
    renderPurchase("/purchase/5");
    await findForm();

    await typeQuantity(quantity);

    expect(document.querySelector("output")).toHaveTextContent(/^—$/);
  });

  it("says 'Please order atleast Minimum Quantity' below the minimum, and sends nothing", async () => {
    const fetch = mockApi({ ...addressRoutes, "/api/tools/5": canvas });
    renderPurchase("/purchase/5");
    await findForm();

    await typeQuantity("2");
    await userEvent.click(placeOrderButton());

    expect(await screen.findByText("Please order atleast Minimum Quantity")).toHaveClass("text-red-700");
    expect(quantityInput()).toHaveAttribute("aria-invalid", "true");
    expect(quantityInput()).toHaveAccessibleDescription(
      expect.stringContaining("Please order atleast Minimum Quantity"),
    );
    expect(postsTo(fetch, "/api/mypurchase")).toHaveLength(0);
  });

  it("says 'You cannot order more than available quantity' above the stock, and sends nothing", async () => {
    const fetch = mockApi({ ...addressRoutes, "/api/tools/5": canvas });
    renderPurchase("/purchase/5");
    await findForm();

    await typeQuantity("31");
    await userEvent.click(placeOrderButton());

    expect(await screen.findByText("You cannot order more than available quantity")).toHaveClass("text-red-700");
    expect(postsTo(fetch, "/api/mypurchase")).toHaveLength(0);
  });

  it("asks for a quantity when the field is empty", async () => {
    mockApi({ ...addressRoutes, "/api/tools/5": canvas });
    renderPurchase("/purchase/5");
    await findForm();

    await typeQuantity("");
    await userEvent.click(placeOrderButton());

    expect(await screen.findByText("Enter how many you want to order")).toBeInTheDocument();
  });

  it("orders the tool, the quantity and the address, cheers, resets the form and shows the new stock", async () => {
    let available = 30;
    const fetch = mockApi({
      ...addressRoutes,
      "/api/tools/5": () => jsonResponse({ ...canvas, availableQuantity: available }),
      "/api/mypurchase": (_url: URL, init?: RequestInit) => {
        available -= 4;
        return jsonResponse({ ...order, toolsQuantity: JSON.parse(String(init?.body)).toolsQuantity }, 201);
      },
    });
    renderPurchase("/purchase/5");
    await findForm();

    await typeQuantity("4");
    await userEvent.click(placeOrderButton());

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Please checkout the product on My Item page"));
    const [post] = postsTo(fetch, "/api/mypurchase");
    const sentAddress: Record<string, unknown> = { ...lastAddress };
    delete sentAddress.countryName;
    delete sentAddress.lines;
    expect(JSON.parse(String(post[1]?.body))).toEqual({ tool: 5, toolsQuantity: 4, deliveryAddress: sentAddress });
    expect((post[1]?.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    await waitFor(() => expect(screen.getByText("Available").nextElementSibling).toHaveTextContent("26"));
    expect(fetch.mock.calls.filter(([url]) => url === "/api/tools/5")).toHaveLength(2);
    expect(quantityInput()).toHaveValue(3);
    expect(screen.getByRole("link", { name: "See it on My Order" })).toHaveAttribute("href", "/dashboard");
    expect(screen.getByRole("link", { name: "Pay now" })).toHaveAttribute("href", "/dashboard/payment/71");
    // A small button: px-4 py-2 only (with the default px-5 py-2.5 too, the stylesheet would show those).
    expect(sizeClasses(screen.getByRole("link", { name: "Pay now" }))).toEqual(["px-4", "py-2", "text-sm"]);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("shows the server's quantity error under the field", async () => {
    mockApi({
      ...addressRoutes,
      "/api/tools/5": canvas,
      "/api/mypurchase": () =>
        jsonResponse(
          {
            detail: "You cannot order more than available quantity",
            code: "above_available",
            fields: { toolsQuantity: ["You cannot order more than available quantity"] },
          },
          400,
        ),
    });
    renderPurchase("/purchase/5");
    await findForm();

    await typeQuantity("30");
    await userEvent.click(placeOrderButton());

    const message = await screen.findByText("You cannot order more than available quantity");
    expect(message).toHaveClass("text-red-700");
    expect(quantityInput()).toHaveAttribute("aria-invalid", "true");
    expect(quantityInput()).toHaveFocus();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("shows another refusal of the server above the button", async () => {
    mockApi({
      ...addressRoutes,
      "/api/tools/5": canvas,
      "/api/mypurchase": () => jsonResponse({ detail: "The shop is closed today.", code: "closed" }, 503),
    });
    renderPurchase("/purchase/5");
    await findForm();

    await userEvent.click(placeOrderButton());

    expect(await screen.findByRole("alert")).toHaveTextContent("The shop is closed today.");
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("says 'Out of stock' and disables the button when none are left", async () => {
    mockApi({ ...addressRoutes, "/api/tools/5": { ...canvas, availableQuantity: 0 } });

    renderPurchase("/purchase/5");

    expect(await screen.findByText("Out of stock")).toBeInTheDocument();
    await findForm();
    expect(placeOrderButton()).toBeDisabled();
  });

  it("shows the 404 page for a tool the API does not know", async () => {
    mockApi({
      ...addressRoutes,
      "/api/tools/404": () => jsonResponse({ detail: "Not found.", code: "not_found" }, 404),
    });

    renderPurchase("/purchase/404");

    expect(await screen.findByText("Sorry the page you're looking for dosen't exist.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Place order" })).not.toBeInTheDocument();
  });

  it("shows the 404 page for an id that is not a number, without asking the API", () => {
    const fetch = mockApi({ ...addressRoutes });

    renderPurchase("/purchase/abc");

    expect(screen.getByText("Sorry the page you're looking for dosen't exist.")).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith("/api/tools"))).toHaveLength(0);
  });

  it("asks to choose a tool at /purchase", () => {
    renderPurchase("/purchase");

    expect(screen.getByRole("heading", { level: 1, name: "Purchase" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "browse all tools" })).toHaveAttribute("href", "/allproduct");
  });
});
