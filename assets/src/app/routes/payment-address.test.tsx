/** The payment page's delivery address: where it starts from, the saved addresses, a country not served, the server's field errors. */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { jsonResponse } from "@/testing/test-utils";
import {
  amountOf,
  bodyOf,
  callsTo,
  CHECKOUTS_URL,
  mockCheckout,
  ORDER_URL,
  ORDERS_URL,
  PARIS,
  pendingOrder,
  QUOTE_URL,
  quoteRoute,
  quotesAsked,
  readyToPay,
  region,
  renderPage,
  setUpFakeStripe,
} from "./payment.fixtures";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));
jest.mock("@/features/payments/stripe/load-stripe");

beforeEach(setUpFakeStripe);

const total = () => amountOf(region("Summary"), /^Total/);
const country = () => screen.getByRole("combobox", { name: /^Country/ });

describe("PaymentPage: the delivery address", () => {
  it("says at the country that Peru is not served, with no methods, no total and no Pay, until another country is chosen", async () => {
    const fetch = mockCheckout();
    renderPage();
    await waitFor(() => expect(total()).toBe("€1,278.90"));
    await screen.findByRole("option", { name: "Peru" });

    await userEvent.selectOptions(country(), "PE");

    await waitFor(() => expect(country()).toHaveAccessibleDescription("We don't ship to Peru yet."));
    expect(country()).toBeInvalid();
    await userEvent.tab(); // leaving the field does not clear it
    expect(country()).toHaveAccessibleDescription("We don't ship to Peru yet.");
    expect(quotesAsked(fetch)[1]).toEqual({ orders: [3, 4], country: "PE" });
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(region("Summary").queryByText("Total")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();

    await userEvent.selectOptions(country(), "FR");

    await waitFor(() => expect(total()).toBe("€1,278.90"));
    expect(country()).not.toHaveAccessibleDescription();
    expect(country()).toBeValid();
    expect(quotesAsked(fetch)[2]).toEqual({ orders: [3, 4], country: "FR" });
    expect(await screen.findByRole("button", { name: "Pay" })).toBeInTheDocument();
  });

  it("asks another country for its own default method", async () => {
    const fetch = mockCheckout();
    renderPage();
    await waitFor(() => expect(total()).toBe("€1,278.90"));
    await userEvent.click(screen.getByRole("radio", { name: /Insured art courier/ }));
    await waitFor(() => expect(total()).toBe("€1,314.00"));
    await screen.findByRole("option", { name: "France" });

    await userEvent.selectOptions(country(), "FR");

    await waitFor(() => expect(quotesAsked(fetch)).toHaveLength(3));
    expect(quotesAsked(fetch)[2]).toEqual({ orders: [3, 4], country: "FR" });
  });

  it("does not offer the last country's methods while the new country's are asked", async () => {
    let answerFrance = () => {};
    const quotes = quoteRoute();
    mockCheckout({
      [QUOTE_URL]: (url: URL, init?: RequestInit) => {
        const { country } = JSON.parse(String(init?.body)) as { country: string };
        if (country !== "FR") return quotes(url, init);
        return new Promise((resolve) => (answerFrance = () => resolve(quotes(url, init))));
      },
    });
    renderPage();
    await waitFor(() => expect(total()).toBe("€1,278.90"));
    await screen.findByRole("option", { name: "France" });

    await userEvent.selectOptions(country(), "FR");

    // Germany's methods would be another zone's: a click on one would be lost.
    expect(await screen.findByText("Working out the shipping…")).toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay" })).toBeDisabled();
    answerFrance();
    expect(await screen.findByRole("radio", { name: /Insured art courier/ })).toBeEnabled();
    await waitFor(() => expect(total()).toBe("€1,278.90"));
  });

  it("starts from the saved address when the order has none", async () => {
    const fetch = mockCheckout({
      [ORDER_URL]: { ...pendingOrder, deliveryAddress: null },
      [ORDERS_URL]: [{ ...pendingOrder, deliveryAddress: null }],
      "/api/delivery-address": { deliveryAddress: PARIS },
    });

    renderPage();

    await waitFor(() => expect(screen.getByRole("textbox", { name: /City/ })).toHaveValue("Paris"));
    await waitFor(() => expect(total()).toBe("€78.90"));
    expect(quotesAsked(fetch)).toEqual([{ orders: [3], country: "FR" }]);
  });

  it("waits for a country before asking for a quote", async () => {
    const fetch = mockCheckout({
      [ORDER_URL]: { ...pendingOrder, deliveryAddress: null },
      [ORDERS_URL]: [{ ...pendingOrder, deliveryAddress: null }],
      "/api/delivery-address": { deliveryAddress: null },
    });
    renderPage();

    expect(await screen.findByText(/The total shows once the address has a country/)).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Pay" })).toBeDisabled();
    await screen.findByRole("option", { name: "Germany" });
    expect(callsTo(fetch, "/api/checkout/quote")).toHaveLength(0);

    await userEvent.selectOptions(country(), "DE");

    await waitFor(() => expect(total()).toBe("€78.90"));
  });

  it("offers the saved addresses, and one chosen fills the fields and prices the parcel for its country", async () => {
    const fetch = mockCheckout({ "/api/delivery-address": { deliveryAddress: PARIS } });
    renderPage();
    await waitFor(() => expect(total()).toBe("€1,278.90"));
    const saved = screen.getByRole("combobox", { name: "Use a saved address" });
    expect(screen.getByRole("option", { name: "Ana Lima, 4 rue Vieille, 75004 Paris, France" })).toBeInTheDocument();

    await userEvent.selectOptions(saved, "Ana Lima, 4 rue Vieille, 75004 Paris, France");

    expect(screen.getByRole("textbox", { name: /Address line 1/ })).toHaveValue("4 rue Vieille");
    await waitFor(() => expect(country()).toHaveValue("FR")); // once the country list is in
    await waitFor(() => expect(quotesAsked(fetch)).toContainEqual({ orders: [3, 4], country: "FR" }));
  });

  it("checks the address before starting the checkout", async () => {
    const fetch = mockCheckout();
    renderPage();
    const pay = await readyToPay();
    await userEvent.clear(screen.getByRole("textbox", { name: /Full name/ }));

    await userEvent.click(pay);

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Check the delivery address: a field says what is wrong.",
    );
    const name = screen.getByRole("textbox", { name: /Full name/ });
    expect(name).toHaveAccessibleDescription("Enter the full name of the person receiving the order");
    expect(name).toHaveFocus();
    expect(callsTo(fetch, CHECKOUTS_URL)).toHaveLength(0);
  });

  it("shows the server's address errors at their fields", async () => {
    let refused = true;
    const fetch = mockCheckout({
      [CHECKOUTS_URL]: () =>
        refused
          ? jsonResponse(
              { detail: "Check the address.", code: "invalid", fields: { "address.city": ["Enter a real city."] } },
              400,
            )
          : jsonResponse({ detail: "Not now." }, 503),
    });
    renderPage();
    const pay = await readyToPay();

    await userEvent.click(pay);

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Check the delivery address: a field says what is wrong.",
    );
    const city = screen.getByRole("textbox", { name: /City/ });
    expect(city).toHaveAccessibleDescription("Enter a real city.");
    expect(city).toHaveFocus();
    await userEvent.type(city, "x");
    expect(city).not.toHaveAccessibleDescription(); // checked again as it changes

    refused = false;
    await userEvent.click(pay);

    await waitFor(() => expect(callsTo(fetch, CHECKOUTS_URL)).toHaveLength(2));
    expect(bodyOf(fetch, CHECKOUTS_URL, 1)).toEqual(
      expect.objectContaining({ address: expect.objectContaining({ city: "Berlinx" }) }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Not now.");
  });
});
