import { render, screen } from "@testing-library/react";
import type { DeliveryAddress } from "@/types/order";
import { DeliveryAddressView } from "./delivery-address-view";

/** One address per country and the lines the server sends for it (core/tests/addresses.py). */
const BY_COUNTRY: [string, Partial<DeliveryAddress>, string[]][] = [
  [
    "GB",
    { city: "London", region: "Greater London", postalCode: "sw1a 2aa" },
    ["Casey Painter", "10 Downing Street", "London", "SW1A 2AA", "United Kingdom"],
  ],
  [
    "US",
    { city: "Springfield", region: "Illinois", postalCode: "62701" },
    ["Casey Painter", "1 Easel Street", "Apt 4", "Springfield, IL 62701", "United States"],
  ],
  [
    "DE",
    { city: "Berlin", region: "Berlin", postalCode: "10117" },
    ["Casey Painter", "Unter den Linden 1", "10117 Berlin", "Germany"],
  ],
  [
    "FR",
    { city: "Paris", postalCode: "75004" },
    ["Casey Painter", "4 Rue Vieille", "Bâtiment B", "75004 Paris", "France"],
  ],
  [
    "IE",
    { city: "Dublin 2", region: "Co. Dublin", postalCode: "d02 x285" },
    ["Casey Painter", "1 Grafton Street", "Dublin 2", "Co. Dublin", "D02 X285", "Ireland"],
  ],
  [
    "NL",
    { city: "Amsterdam", region: "Noord-Holland", postalCode: "1015 cj" },
    ["Casey Painter", "Keizersgracht 1", "1015 CJ Amsterdam", "Netherlands"],
  ],
  [
    "default (TT)",
    { city: "Maraval", region: "Diego Martin", postalCode: "120123" },
    ["Casey Painter", "2 Saddle Road", "120123 Maraval", "Diego Martin", "Trinidad and Tobago"],
  ],
];

function address(fields: Partial<DeliveryAddress>, lines: string[]): DeliveryAddress {
  return {
    fullName: "Casey Painter",
    line1: "",
    line2: "",
    city: "",
    region: "",
    postalCode: "",
    country: "",
    countryName: lines[lines.length - 1] ?? "",
    phone: "",
    ...fields,
    lines,
  };
}

/** The address's lines as drawn, top to bottom. */
function drawnLines(): string[] {
  return Array.from(screen.getByRole("group").children, (line) => line.textContent ?? "");
}

describe("DeliveryAddressView", () => {
  it.each(BY_COUNTRY)("draws the server's lines for %s, in order, one per line", (_country, fields, lines) => {
    render(<DeliveryAddressView address={address(fields, lines)} />);

    expect(drawnLines()).toEqual(lines);
  });

  it("writes nothing of its own: fields the lines leave out are not drawn", () => {
    render(
      <DeliveryAddressView
        address={address({ region: "Greater London", postalCode: "SW1A 2AA" }, ["Casey Painter", "SW1A 2AA"])}
      />,
    );

    expect(drawnLines()).toEqual(["Casey Painter", "SW1A 2AA"]);
    expect(screen.queryByText(/Greater London/)).not.toBeInTheDocument();
  });

  it("sets the name apart wherever its country puts it, and adds the phone under the lines", () => {
    const lines = ["050000", "Almaty", "Abay Avenue 1", "Casey Painter", "Kazakhstan"];
    render(<DeliveryAddressView address={address({ phone: "+7 727 000 0000" }, lines)} />);

    expect(screen.getByText("Casey Painter")).toHaveClass("font-semibold");
    expect(screen.getByText("Almaty")).not.toHaveClass("font-semibold");
    expect(drawnLines()).toEqual([...lines, "Phone: +7 727 000 0000"]);
  });
});
