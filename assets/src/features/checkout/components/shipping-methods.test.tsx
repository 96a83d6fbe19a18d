import { render, screen } from "@testing-library/react";
import type { Quote } from "../types";
import { ShippingMethods } from "./shipping-methods";

const ZERO = { net: 0, tax: 0, gross: 0, rate: 0 };

function quote(overrides: Partial<Quote>): Quote {
  return {
    currency: "eur",
    pricesIncludeTax: true,
    country: "FR",
    taxedIn: "FR",
    lines: [],
    shipping: ZERO,
    taxes: [],
    net: 0,
    tax: 0,
    total: 0,
    methods: [],
    method: null,
    ...overrides,
  } as Quote;
}

function renderMethods(shown: Quote) {
  render(
    <ShippingMethods
      quote={shown}
      pricing={false}
      hasCountry
      countryRefused={false}
      refusal={null}
      disabled={false}
      onChoose={() => {}}
    />,
  );
}

describe("ShippingMethods", () => {
  it("says no shipping is charged when the shop prices none (no method in the quote)", () => {
    renderMethods(quote({ method: null, methods: [] }));

    expect(screen.getByText("No shipping is charged.")).toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
  });

  it("offers the zone's methods as radio buttons, the priced one checked", () => {
    const offer = {
      id: 7,
      name: "Tracked parcel",
      zone: "EU",
      deliveryDaysMin: 2,
      deliveryDaysMax: 4,
      signature: false,
    };
    renderMethods(quote({ method: 7, methods: [{ ...offer, price: 9.5 }] }));

    expect(screen.getByRole("radio", { name: /Tracked parcel/ })).toBeChecked();
    expect(screen.queryByText("No shipping is charged.")).not.toBeInTheDocument();
  });
});
