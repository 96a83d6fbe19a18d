import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import type { AuthState } from "@/features/auth";
import type { Painting } from "@/features/paintings";
import { aPainting } from "@/testing/paintings";
import * as config from "@/lib/config";
import { TestProviders, jsonResponse, mockApi, paginated, signedInAs } from "@/testing/test-utils";
import { PaintingPage } from "./painting";

jest.mock("@/features/wall-preview", () => ({
  WallPreview: ({ painting, onClose }: { painting: { title: string; widthCm: number }; onClose: () => void }) => (
    <section>
      <h2>{`${painting.title} on a wall`}</h2>
      <p>{`${painting.widthCm} cm wide`}</p>
      <button type="button" onClick={onClose}>
        Close the preview
      </button>
    </section>
  ),
}));

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function renderPainting(path: string, auth?: AuthState) {
  const router = createMemoryRouter([{ path: "/paintings/:paintingId", element: <PaintingPage /> }], {
    initialEntries: [path],
  });
  render(
    <TestProviders auth={auth}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const countries = [
  { code: "DE", name: "Germany" },
  { code: "FR", name: "France" },
  { code: "PE", name: "Peru" },
];

/** The painting, the countries and, unless `more` says otherwise, no other work by its artist. */
function mockPainting(painting: Painting, more: Record<string, unknown> = {}) {
  return mockApi({
    [`/api/paintings/${painting._id}`]: painting,
    "/api/countries": countries,
    "/api/paintings": paginated([painting]),
    ...more,
  });
}

/** The paths a mocked fetch was called with, but the country list's and the artist's works' (every page asks). */
function pathsAsked(fetch: jest.MockedFunction<typeof globalThis.fetch>): string[] {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), "http://shop.test").pathname)
    .filter((path) => path !== "/api/countries" && path !== "/api/paintings");
}

describe("PaintingPage, a painting for sale", () => {
  it("shows the painting, its details and a link to buy it, with a note for signed-out visitors", async () => {
    const srcset = "/media/uploads/p3.480w.webp 480w, /media/uploads/p3.960w.webp 960w";
    mockPainting(aPainting(3, { title: "Lavender Field", imgSrcset: srcset, year: 2021 }));

    renderPainting("/paintings/3");

    expect(await screen.findByRole("heading", { level: 1, name: "Lavender Field" })).toBeInTheDocument();
    expect(screen.getByText("by Claire Dubois")).toBeInTheDocument();
    expect(screen.getByText("2021")).toBeInTheDocument();
    expect(screen.getByText("Oil")).toBeInTheDocument();
    expect(screen.getByText("60 × 45 cm, framed")).toBeInTheDocument();
    expect(screen.getByText("The description of painting 3.")).toBeInTheDocument();
    expect(screen.getByText("$103.00")).toBeInTheDocument();
    expect(screen.getByText("Available")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Buy this painting" })).toHaveAttribute("href", "/paintings/3/buy");
    expect(screen.getByText("You'll sign in first; we'll bring you back here.")).toBeInTheDocument();
    const image = screen.getByRole("img", { name: "Lavender Field by Claire Dubois" });
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).toHaveAttribute("srcset", srcset);
    expect(image).toHaveAttribute("sizes", "(min-width: 1280px) 704px, (min-width: 768px) 58vw, 100vw");
    expect(image).toHaveAttribute("width", "960");
    expect(image).toHaveAttribute("height", "720");
    expect(document.title).toBe("Lavender Field | Brush & Canvas");
  });

  it("offers the same link without the note to a signed-in customer", async () => {
    mockPainting(aPainting(3, { framed: false }));

    renderPainting("/paintings/3", signedInAs("ana@example.com"));

    expect(await screen.findByRole("link", { name: "Buy this painting" })).toBeInTheDocument();
    expect(screen.getByText("60 × 45 cm, unframed")).toBeInTheDocument();
    expect(screen.queryByText("You'll sign in first; we'll bring you back here.")).not.toBeInTheDocument();
  });

  it("reads a reserved painting whose hold has ended as available", async () => {
    mockPainting(aPainting(3, { state: "reserved", reservedUntil: inMinutes(-1) }));

    renderPainting("/paintings/3");

    expect(await screen.findByRole("link", { name: "Buy this painting" })).toBeInTheDocument();
    expect(screen.getByText("Available")).toBeInTheDocument();
    expect(screen.queryByText("Someone is buying this painting right now")).not.toBeInTheDocument();
  });
});

describe("PaintingPage, a painting not for sale now", () => {
  it("says someone is buying a reserved painting, and until when, without a buy link", async () => {
    const fetch = mockPainting(aPainting(3, { state: "reserved", reservedUntil: inMinutes(20) }));

    renderPainting("/paintings/3");

    expect(await screen.findByText("Someone is buying this painting right now")).toBeInTheDocument();
    expect(screen.getByText(/^Reserved until \d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.getByText("Reserved")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Buy this painting" })).not.toBeInTheDocument();
    expect(pathsAsked(fetch)).toEqual(["/api/paintings/3"]);
  });

  it("tells the customer holding it that they are buying it, with a link to pay", async () => {
    const order = { _id: 41, kind: "painting", painting: 3, tool: null, status: "pending", payable: true };
    mockPainting(aPainting(3, { state: "reserved", reservedUntil: inMinutes(20) }), {
      "/api/mypurchase?customer=ana%40example.com": [{ ...order, _id: 40, painting: 9 }, order],
    });

    renderPainting("/paintings/3", signedInAs("ana@example.com"));

    expect(await screen.findByText("You're buying this painting")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pay now" })).toHaveAttribute("href", "/dashboard/payment/41");
    expect(screen.queryByText("Someone is buying this painting right now")).not.toBeInTheDocument();
  });

  it("shows another customer's hold as someone else's", async () => {
    mockPainting(aPainting(3, { state: "reserved", reservedUntil: inMinutes(20) }), {
      "/api/mypurchase?customer=ana%40example.com": [],
    });

    renderPainting("/paintings/3", signedInAs("ana@example.com"));

    expect(await screen.findByText("Someone is buying this painting right now")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Pay now" })).not.toBeInTheDocument();
  });

  it("says a sold painting has been sold, with its badge and no buy link", async () => {
    mockPainting(aPainting(3, { state: "sold" }), { "/api/paintings/3/provenance": [] });

    renderPainting("/paintings/3");

    expect(await screen.findByText("This painting has been sold")).toBeInTheDocument();
    expect(screen.getByText("Sold")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Buy this painting" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Provenance" })).not.toBeInTheDocument();
  });

  it("lists a sold painting's provenance under its heading", async () => {
    const text = "Sold by Brush & Canvas in 2026, certificate BC-2026-0007";
    mockPainting(aPainting(3, { state: "sold" }), {
      "/api/paintings/3/provenance": [{ text, number: "BC-2026-0007", year: 2026 }],
    });

    renderPainting("/paintings/3");

    expect(await screen.findByRole("heading", { level: 2, name: "Provenance" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Provenance" })).toHaveTextContent(text);
  });
});

describe("PaintingPage, no such painting", () => {
  it("is the 404 page when the API knows no such painting", async () => {
    mockApi({ "/api/paintings/999": () => jsonResponse({ detail: "Not found.", code: "not_found" }, 404) });

    renderPainting("/paintings/999");

    expect(
      await screen.findByRole("heading", { level: 1, name: "Sorry the page you're looking for dosen't exist." }),
    ).toBeInTheDocument();
    expect(document.title).toBe("Page not found | Brush & Canvas");
  });

  it("is the 404 page for an id that is not a number, without asking the API", () => {
    const fetch = mockApi({});

    renderPainting("/paintings/lavender");

    expect(
      screen.getByRole("heading", { level: 1, name: "Sorry the page you're looking for dosen't exist." }),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("offers to try again after another failure", async () => {
    mockApi({ "/api/paintings/3": () => jsonResponse({ detail: "The shop is down.", code: "error" }, 503) });

    renderPainting("/paintings/3");

    expect(await screen.findByRole("alert")).toHaveTextContent("The shop is down.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("PaintingPage's images", () => {
  it("switches the main image with the thumbnails", async () => {
    const user = userEvent.setup();
    mockPainting(aPainting(3, { images: [{ img: "/media/paintings/3-detail.jpg", imgSrcset: null }] }));
    renderPainting("/paintings/3");

    const views = within(await screen.findByRole("list", { name: "Views of the painting" }));
    expect(views.getByRole("button", { name: "View 1 of 2" })).toHaveAttribute("aria-current", "true");
    await user.click(views.getByRole("button", { name: "View 2 of 2" }));

    expect(screen.getByRole("img", { name: "Painting 3 by Claire Dubois, view 2 of 2" })).toHaveAttribute(
      "src",
      "/media/paintings/3-detail.jpg",
    );
    expect(views.getByRole("button", { name: "View 2 of 2" })).toHaveAttribute("aria-current", "true");
  });

  it("zooms in a dialog that keeps the keyboard inside and gives the focus back", async () => {
    const user = userEvent.setup();
    mockPainting(aPainting(3));
    renderPainting("/paintings/3");
    const zoomButton = await screen.findByRole("button", { name: "Zoom" });

    await user.click(zoomButton);

    const dialog = screen.getByRole("dialog", { name: "Painting 3" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    const zoomIn = within(dialog).getByRole("button", { name: "Zoom in" });
    expect(zoomIn).toHaveFocus();
    expect(within(dialog).getByRole("button", { name: "Zoom out" })).toBeDisabled();

    await user.click(zoomIn);
    await user.click(zoomIn);
    expect(within(dialog).getByRole("status")).toHaveTextContent("200%");
    const view = within(dialog).getByRole("group", { name: "Zoomed painting" });
    const image = within(view).getByRole("img", { name: "Painting 3 by Claire Dubois" });
    expect(image.style.transform).toBe("scale(2) translate(0%, 0%)");

    view.focus();
    await user.keyboard("{ArrowRight}{ArrowDown}");
    expect(image.style.transform).toBe("scale(2) translate(-5%, -5%)");
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(image.style.transform).toBe("scale(2) translate(-25%, -5%)");
    await user.keyboard("-");
    expect(within(dialog).getByRole("status")).toHaveTextContent("150%");

    // Tab wraps: zoom out, zoom in, Close, the view, and round again.
    await user.tab();
    expect(within(dialog).getByRole("button", { name: "Zoom out" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(view).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(zoomButton).toHaveFocus());
  });

  it("opens the zoom from the image too, and closes it with Close", async () => {
    const user = userEvent.setup();
    mockPainting(aPainting(3));
    renderPainting("/paintings/3");

    fireEvent.click(await screen.findByRole("img", { name: "Painting 3 by Claire Dubois" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Zoom" })).toHaveFocus());
  });
});

describe("PaintingPage's wall preview", () => {
  it("loads on demand below the details, takes the focus to its heading, and gives it back on close", async () => {
    const user = userEvent.setup();
    mockPainting(aPainting(3, { widthCm: 80 }));
    renderPainting("/paintings/3");
    const toggle = await screen.findByRole("button", { name: "See it on your wall" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);

    const heading = await screen.findByRole("heading", { name: "Painting 3 on a wall" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("80 cm wide")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Close the preview" }));

    expect(screen.queryByRole("heading", { name: "Painting 3 on a wall" })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});

const courier = {
  id: 2,
  name: "Insured art courier",
  zone: "EU",
  deliveryDaysMin: 5,
  deliveryDaysMax: 10,
  signature: true,
  price: 103,
};

function estimate(methods: unknown[], pricesIncludeTax = true) {
  return { currency: "eur", pricesIncludeTax, country: "DE", countryName: "Germany", methods };
}

describe("PaintingPage, shipping and returns", () => {
  afterEach(() => jest.restoreAllMocks());

  it("says in a sentence what the checkout charges to ship to the chosen country, and how long returns may wait", async () => {
    jest.spyOn(config, "getConfig").mockReturnValue({ ...config.DEFAULT_CONFIG, returnDays: 14 });
    mockPainting(aPainting(3), {
      "/api/shipping-estimate": (url: URL) =>
        url.searchParams.get("country") === "PE"
          ? jsonResponse({ detail: "We don't ship to Peru yet.", code: "not_shipped" }, 400)
          : jsonResponse(
              estimate([
                {
                  ...courier,
                  id: 1,
                  name: "Standard",
                  signature: false,
                  deliveryDaysMin: 2,
                  deliveryDaysMax: 5,
                  price: null,
                },
                { ...courier, id: 3, name: "Express courier", price: "140.00" },
                courier,
              ]),
            ),
    });
    renderPainting("/paintings/3");
    const user = userEvent.setup();
    const section = await screen.findByRole("region", { name: "Shipping and returns" });
    expect(within(section).getByText("Choose a country to see what shipping costs.")).toBeInTheDocument();
    expect(within(section).getByText("You can return it within 14 days of delivery.")).toBeInTheDocument();

    await user.selectOptions(within(section).getByLabelText("Ship to"), "DE");

    // The cheapest method that carries it: what the checkout charges unless another is picked.
    expect(
      await within(section).findByText(
        "Shipping to Germany: €103.00 incl. VAT by Insured art courier, signed for, in 5–10 days.",
      ),
    ).toBeInTheDocument();

    await user.selectOptions(within(section).getByLabelText("Ship to"), "PE");

    expect(await within(section).findByText("We don't ship to Peru yet.")).toBeInTheDocument();
  });

  it("says when shipping is free, and when no method carries the painting", async () => {
    let methods: unknown[] = [{ ...courier, signature: false, price: "0.00" }];
    mockPainting(aPainting(3), { "/api/shipping-estimate": () => jsonResponse(estimate(methods)) });
    renderPainting("/paintings/3");
    const user = userEvent.setup();
    const section = await screen.findByRole("region", { name: "Shipping and returns" });

    await user.selectOptions(within(section).getByLabelText("Ship to"), "DE");
    expect(
      await within(section).findByText("Shipping to Germany is free by Insured art courier, in 5–10 days."),
    ).toBeInTheDocument();
    // Without RETURN_DAYS in the page, no promise about returns.
    expect(within(section).queryByText(/return it within/)).not.toBeInTheDocument();

    methods = [{ ...courier, price: null }];
    await user.selectOptions(within(section).getByLabelText("Ship to"), "FR");
    expect(
      await within(section).findByText("None of our shipping methods carries this painting there."),
    ).toBeInTheDocument();
  });

  it("starts from the country of the browser's language when the shop ships there", async () => {
    jest.spyOn(window.navigator, "languages", "get").mockReturnValue(["en-US", "fr-FR"]);
    const fetch = mockPainting(aPainting(3), {
      "/api/shipping-estimate": () => jsonResponse({ ...estimate([courier]), countryName: "France" }),
    });
    renderPainting("/paintings/3");

    const section = await screen.findByRole("region", { name: "Shipping and returns" });
    expect(within(section).getByLabelText("Ship to")).toHaveValue("FR");
    expect(await within(section).findByText(/^Shipping to France: €103.00 incl. VAT/)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith("/api/shipping-estimate?painting=3&country=FR", expect.anything());
  });
});

describe("PaintingPage's breadcrumb", () => {
  it("leads back to Home and the gallery, the painting's title the current page", async () => {
    mockPainting(aPainting(3, { title: "Lavender Field" }));
    renderPainting("/paintings/3");

    await screen.findByRole("heading", { level: 1, name: "Lavender Field" });

    const trail = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(trail.getByRole("link", { name: "Paintings" })).toHaveAttribute("href", "/paintings");
    expect(trail.getByText("Lavender Field")).toHaveAttribute("aria-current", "page");
    expect(trail.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Home/",
      "Paintings/",
      "Lavender Field",
    ]);
  });
});

describe("PaintingPage, more by the artist", () => {
  it("shows up to four of the artist's other works, the newest first, and a way to all of them", async () => {
    const works = [9, 8, 3, 7, 6, 5].map((id) => aPainting(id, { title: `Work ${id}` }));
    const fetch = mockPainting(aPainting(3), {
      "/api/paintings": () =>
        jsonResponse({
          count: 7,
          next: "http://shop.test/api/paintings?offset=5",
          previous: null,
          results: works.slice(0, 5),
        }),
    });
    renderPainting("/paintings/3");

    const section = within(await screen.findByRole("region", { name: "More by Claire Dubois" }));
    expect(section.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Work 9",
      "Work 8",
      "Work 7",
      "Work 6",
    ]);
    expect(section.getByRole("link", { name: "Work 9" })).toHaveAttribute("href", "/paintings/9");
    expect(section.getByRole("link", { name: "See all 6 by Claire Dubois" })).toHaveAttribute(
      "href",
      "/paintings?q=Claire+Dubois",
    );
    expect(fetch).toHaveBeenCalledWith(
      "/api/paintings?artist=Claire+Dubois&ordering=-_id&limit=5&offset=0",
      expect.anything(),
    );
  });

  it("shows nothing when the artist has no other work", async () => {
    mockPainting(aPainting(3));
    renderPainting("/paintings/3");

    await screen.findByRole("heading", { level: 1, name: "Painting 3" });
    await waitFor(() => expect(screen.queryByText(/^More by/)).not.toBeInTheDocument());
    expect(screen.queryByRole("region", { name: /More by/ })).not.toBeInTheDocument();
  });
});
