import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import type { ShippingTables } from "@/features/shipping";
import { AdminShippingPage } from "./admin-shipping";

const tables: ShippingTables = {
  parcelClasses: [
    { value: "parcel", label: "Parcel" },
    { value: "large_parcel", label: "Large parcel" },
    { value: "crated_art", label: "Crated art" },
  ],
  zones: [
    {
      id: 2,
      name: "European Union",
      countries: [
        { code: "DE", name: "Germany" },
        { code: "IT", name: "Italy" },
      ],
      methods: [
        {
          id: 7,
          name: "Standard",
          deliveryDaysMin: 2,
          deliveryDaysMax: 5,
          freeOver: 250,
          insurancePercent: 0,
          signature: false,
          rates: [{ id: 31, parcelClass: "parcel", upToGrams: 2000, price: 12.9 }],
        },
      ],
    },
  ],
};

function renderPage() {
  return renderWithProviders(<AdminShippingPage />, {
    route: "/dashboard/shipping",
    auth: signedInAs("owner@example.com", undefined, { role: "admin" }),
  });
}

describe("AdminShippingPage", () => {
  it("shows each zone's countries, methods and rates", async () => {
    mockApi({ "/api/manage/shipping": tables });
    renderPage();

    const zone = await screen.findByRole("region", { name: "European Union" });
    expect(within(zone).getByText("Germany, Italy")).toBeInTheDocument();
    const standard = within(zone).getByRole("region", { name: "Standard" });
    expect(within(standard).getByLabelText("Free over")).toHaveValue("250");
    const rate = within(standard).getByRole("listitem", { name: "Parcel, up to 2000 g" });
    expect(within(rate).getByLabelText("Price")).toHaveValue("12.9");
  });

  it("saves a rate's new price with PATCH, then reads the tables again", async () => {
    const patches: unknown[] = [];
    let reads = 0;
    mockApi({
      "/api/manage/shipping": () => {
        reads += 1;
        return jsonResponse(tables);
      },
      "/api/manage/shipping/rates/31": (_url: URL, init?: RequestInit) => {
        patches.push(JSON.parse(String(init?.body)));
        return jsonResponse({ id: 31, parcelClass: "parcel", upToGrams: 2000, price: 14.5 });
      },
    });
    renderPage();
    const user = userEvent.setup();
    const rate = await screen.findByRole("listitem", { name: "Parcel, up to 2000 g" });

    await user.clear(within(rate).getByLabelText("Price"));
    await user.type(within(rate).getByLabelText("Price"), "14.50");
    await user.click(within(rate).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(patches).toEqual([{ price: "14.50", upToGrams: 2000 }]));
    await waitFor(() => expect(reads).toBe(2));
  });

  it("says why a change is refused", async () => {
    mockApi({
      "/api/manage/shipping": tables,
      "/api/manage/shipping/zones/2": () =>
        jsonResponse({ detail: "Great Britain is in the zone Rest of Europe.", code: "country_in_other_zone" }, 409),
    });
    renderPage();
    const user = userEvent.setup();
    const zone = await screen.findByRole("region", { name: "European Union" });
    const countries = within(zone).getByLabelText("Countries (ISO codes, separated by commas)");

    await user.type(countries, ", GB");
    await user.click(within(zone).getByRole("button", { name: "Save countries" }));

    expect(await within(zone).findByText("Great Britain is in the zone Rest of Europe.")).toBeInTheDocument();
  });

  it("says when there are no zones yet", async () => {
    mockApi({ "/api/manage/shipping": { zones: [], parcelClasses: tables.parcelClasses } });
    renderPage();

    expect(await screen.findByText(/No shipping zones yet/)).toBeInTheDocument();
  });
});
