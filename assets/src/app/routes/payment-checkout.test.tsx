/** The payment page's checkout: the orders paid together, the shipping methods, the summary and its taxes, a total that changed. */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { jsonResponse } from "@/testing/test-utils";
import {
  amountOf,
  bodyOf,
  buildQuote,
  callsTo,
  CHECKOUTS_URL,
  EU_SHOP,
  fake,
  mockCheckout,
  ORDERS_URL,
  pendingOrder,
  PAY_URL,
  QUOTE_URL,
  quoteRoute,
  quotesAsked,
  readyToPay,
  region,
  renderPage,
  setUpFakeStripe,
  startRoute,
  SUCCEEDED,
  US_SHOP,
} from "./payment.fixtures";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));
jest.mock("@/features/payments/stripe/load-stripe");

beforeEach(setUpFakeStripe);

const COMPLETED = "Congratulation! Your Payment is completed";
const total = () => amountOf(region("Summary"), /^Total/);

describe("PaymentPage: the checkout", () => {
  it("offers the other unpaid orders ticked, the address, the methods with their prices, and the total with its VAT", async () => {
    const fetch = mockCheckout();

    renderPage();

    await waitFor(() => expect(total()).toBe("€1,278.90"));
    const orders = region("Your orders");
    const clicked = orders.getByRole("checkbox", { name: "Sable brush" });
    expect(clicked).toBeChecked();
    expect(clicked).toBeDisabled();
    expect(clicked).toHaveAccessibleDescription(/Order #3 · Quantity 2 · €69\.00/);
    expect(orders.getByText("Pay within 25 min")).toBeInTheDocument();
    const painting = orders.getByRole("checkbox", { name: "Lavender Field" });
    expect(painting).toBeChecked();
    expect(painting).toBeEnabled();
    expect(orders.getByText("Pay within 20 min")).toBeInTheDocument();
    expect(orders.queryByText("Palette knife")).not.toBeInTheDocument(); // paid already

    const address = region("Delivery address");
    expect(address.getByRole("textbox", { name: /Full name/ })).toHaveValue("Ana Lima");
    // The country list may come after the quote (the select shows its value once it has the option).
    await waitFor(() => expect(address.getByRole("combobox", { name: /^Country/ })).toHaveValue("DE"));

    const shipping = region("Shipping");
    const standard = shipping.getByRole("radio", { name: /Standard parcel/ });
    expect(standard).toBeChecked();
    expect(standard).toHaveAccessibleName("Standard parcel 3–5 days €9.90");
    expect(shipping.getByRole("radio", { name: /Insured art courier/ })).toHaveAccessibleName(
      "Insured art courier 2–4 days · Signature on delivery €45.00",
    );
    const letter = shipping.getByRole("radio", { name: /Letter post/ });
    expect(letter).toBeDisabled();
    expect(letter).toHaveAccessibleName("Letter post 1–2 days Does not carry this parcel");

    const summary = region("Summary");
    expect(amountOf(summary, "Sable brush × 2")).toBe("€69.00");
    expect(amountOf(summary, "Lavender Field × 1")).toBe("€1,200.00");
    expect(amountOf(summary, "Shipping: Standard parcel")).toBe("€9.90");
    expect(summary.getByText("incl. VAT")).toBeInTheDocument();
    expect(summary.getByText("Includes VAT 20%: €213.15")).toBeInTheDocument();
    expect(quotesAsked(fetch)).toEqual([{ orders: [3, 4], country: "DE" }]);
  });

  it("asks for a new quote when an order is unticked or ticked again, and the total follows", async () => {
    const fetch = mockCheckout();
    renderPage();
    await waitFor(() => expect(total()).toBe("€1,278.90"));

    await userEvent.click(screen.getByRole("checkbox", { name: "Lavender Field" }));

    await waitFor(() => expect(total()).toBe("€78.90"));
    expect(quotesAsked(fetch)[1]).toEqual({ orders: [3], country: "DE" });
    expect(region("Summary").queryByText(/Lavender Field/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("checkbox", { name: "Lavender Field" }));

    await waitFor(() => expect(total()).toBe("€1,278.90"));
  });

  it("asks again with the method chosen, and starts the checkout with that method and the total shown", async () => {
    const fetch = mockCheckout({ [PAY_URL]: SUCCEEDED });
    renderPage();
    const pay = await readyToPay();

    await userEvent.click(screen.getByRole("radio", { name: /Insured art courier/ }));

    await waitFor(() => expect(total()).toBe("€1,314.00"));
    expect(quotesAsked(fetch)[1]).toEqual({ orders: [3, 4], country: "DE", method: 2 });
    expect(screen.getByRole("radio", { name: /Insured art courier/ })).toBeChecked();
    expect(amountOf(region("Summary"), "Shipping: Insured art courier")).toBe("€45.00");
    await waitFor(() => expect(pay).toBeEnabled());

    await userEvent.click(pay);

    expect(await screen.findByText(COMPLETED)).toBeInTheDocument();
    expect(bodyOf(fetch, CHECKOUTS_URL)).toEqual(expect.objectContaining({ method: 2, total: "1314.00" }));
  });

  it("keeps Pay disabled while the next quote is asked", async () => {
    let answer: (response: Response) => void = () => {};
    mockCheckout({
      [QUOTE_URL]: (url: URL, init?: RequestInit) =>
        JSON.parse(String(init?.body)).orders.length === 1
          ? new Promise<Response>((resolve) => (answer = resolve))
          : quoteRoute()(url, init),
    });
    renderPage();
    const pay = await readyToPay();

    await userEvent.click(screen.getByRole("checkbox", { name: "Lavender Field" }));

    await waitFor(() => expect(pay).toBeDisabled());
    expect(region("Summary").getByText("Updating the total…")).toBeInTheDocument();
    answer(jsonResponse(buildQuote({ orders: [3] })));
    await waitFor(() => expect(pay).toBeEnabled());
    expect(total()).toBe("€78.90");
  });

  it("redraws the summary from a 409 total_changed, says so, and pays the new total when asked again", async () => {
    let starts = 0;
    const start = startRoute();
    const fetch = mockCheckout({
      [CHECKOUTS_URL]: (url: URL, init?: RequestInit) => {
        starts += 1;
        if (starts > 1) return start(url, init);
        const quote = buildQuote({ orders: [3, 4], extra: 300 });
        return jsonResponse({ detail: "The total has changed.", code: "total_changed", quote }, 409);
      },
      [PAY_URL]: SUCCEEDED,
    });
    renderPage();
    const pay = await readyToPay();

    await userEvent.click(pay);

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The total changed to €1,281.90 since you opened this page. Check it and pay again.",
    );
    expect(total()).toBe("€1,281.90");
    expect(amountOf(region("Summary"), "Shipping: Standard parcel")).toBe("€12.90");
    expect(fake.confirmCardSetup).not.toHaveBeenCalled();
    expect(callsTo(fetch, PAY_URL)).toHaveLength(0);

    await userEvent.click(pay);

    expect(await screen.findByText(COMPLETED)).toBeInTheDocument();
    expect(bodyOf(fetch, CHECKOUTS_URL, 1)).toEqual(expect.objectContaining({ total: "1281.90" }));
  });

  it("shows the tax on top of the prices, per rate, before the total (prices excluding tax)", async () => {
    mockCheckout({ [QUOTE_URL]: quoteRoute(US_SHOP) });

    renderPage();

    await waitFor(() => expect(total()).toBe("$1,384.41"));
    const summary = region("Summary");
    expect(amountOf(summary, "Sable brush × 2")).toBe("$69.00");
    expect(amountOf(summary, "Shipping: Standard parcel")).toBe("$9.90");
    expect(amountOf(summary, "Tax 8.25%")).toBe("$105.51");
    const rows = summary.getAllByText(/./, { selector: "dt" }).map((dt) => dt.textContent);
    expect(rows.slice(-2)).toEqual(["Tax 8.25%", "Total"]);
    expect(summary.queryByText(/Includes VAT/)).not.toBeInTheDocument();
    expect(summary.queryByText("incl. VAT")).not.toBeInTheDocument();
  });

  it("says an export carries no VAT", async () => {
    mockCheckout({ [QUOTE_URL]: quoteRoute({ ...EU_SHOP, taxedIn: null }) });

    renderPage();

    await waitFor(() => expect(total()).toBe("€1,278.90"));
    const summary = region("Summary");
    expect(summary.getByText(/^No VAT: an export\./)).toBeInTheDocument();
    expect(summary.queryByText(/Includes VAT/)).not.toBeInTheDocument();
    expect(summary.queryByText("incl. VAT")).not.toBeInTheDocument();
  });

  it("says when no method carries the parcel, with no total and no Pay", async () => {
    const message = "None of our shipping methods to Germany carries this parcel.";
    mockCheckout({
      [QUOTE_URL]: () => jsonResponse({ detail: message, code: "not_carried", fields: { method: [message] } }, 400),
    });

    renderPage();

    await screen.findByRole("region", { name: "Shipping" });
    expect(await region("Shipping").findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(region("Summary").queryByText("Total")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
  });

  it("says when the quote failed, keeps Pay disabled, and asks again", async () => {
    let fail = true;
    mockCheckout({
      [QUOTE_URL]: (url: URL, init?: RequestInit) =>
        fail ? jsonResponse({ detail: "The shop had a problem.", code: "error" }, 500) : quoteRoute()(url, init),
    });
    renderPage();

    await screen.findByRole("region", { name: "Summary" });
    const problem = await region("Summary").findByRole("alert");
    expect(problem).toHaveTextContent("We couldn't work out the total");
    expect(problem).toHaveTextContent("The shop had a problem.");
    expect(await screen.findByRole("button", { name: "Pay" })).toBeDisabled();

    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));

    await waitFor(() => expect(total()).toBe("€1,278.90"));
  });

  it("pays the order alone when the customer has no other unpaid order", async () => {
    const fetch = mockCheckout({ [ORDERS_URL]: [pendingOrder], [PAY_URL]: SUCCEEDED });
    renderPage();

    await userEvent.click(await readyToPay());

    expect(await screen.findByText(COMPLETED)).toBeInTheDocument();
    expect(quotesAsked(fetch)).toEqual([{ orders: [3], country: "DE" }]);
    expect(bodyOf(fetch, CHECKOUTS_URL)).toEqual(expect.objectContaining({ orders: [3], total: "78.90" }));
  });

  it("pays the order alone when the other orders could not be loaded, and offers to look again", async () => {
    let fail = true;
    const fetch = mockCheckout({
      [ORDERS_URL]: () => (fail ? jsonResponse({ detail: "Down." }, 503) : jsonResponse([pendingOrder])),
    });
    renderPage();

    expect(await screen.findByText(/We couldn't load your other unpaid orders/)).toBeInTheDocument();
    await waitFor(() => expect(total()).toBe("€78.90"));
    expect(quotesAsked(fetch)).toEqual([{ orders: [3], country: "DE" }]);

    fail = false;
    await userEvent.click(region("Your orders").getByRole("button", { name: "Try again" }));

    await waitFor(() =>
      expect(screen.queryByText(/We couldn't load your other unpaid orders/)).not.toBeInTheDocument(),
    );
  });
});
