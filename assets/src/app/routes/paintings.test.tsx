import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import type { QueryClient } from "@tanstack/react-query";
import { seedQueryCache } from "@/app/initial-data";
import type { Painting } from "@/features/paintings";
import { createQueryClient } from "@/lib/query-client";
import { PAINTING_MEDIA, aPainting } from "@/testing/paintings";
import { TestProviders, jsonResponse, mockApi } from "@/testing/test-utils";
import { PaintingsPage } from "./paintings";

/** Paintings 1 to `count`; the even ones are watercolours. */
function catalogue(count: number, changes: (id: number) => Partial<Painting> = () => ({})) {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    return aPainting(id, id % 2 ? changes(id) : { medium: "watercolour", mediumName: "Watercolour", ...changes(id) });
  });
}

/** The API's GET /api/paintings over `paintings`: its filters, orderings and pages. */
function mockGallery(paintings: Painting[]) {
  return mockApi({
    "/api/paintings/media": PAINTING_MEDIA,
    "/api/paintings": (url: URL) => {
      const get = (name: string) => url.searchParams.get(name);
      let results = paintings.filter(
        (painting) =>
          (get("available") !== "true" || painting.state === "available") &&
          (!get("medium") || painting.medium === get("medium")) &&
          (!get("minPrice") || painting.price >= Number(get("minPrice"))) &&
          (!get("maxPrice") || painting.price <= Number(get("maxPrice"))),
      );
      const ordering = get("ordering") ?? "_id";
      const field = ordering.replace("-", "") === "_id" ? "_id" : (ordering.replace("-", "") as "price" | "title");
      results = [...results].sort((a, b) => (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0));
      if (ordering.startsWith("-")) results.reverse();
      const limit = Number(get("limit"));
      const offset = Number(get("offset"));
      return jsonResponse({
        count: results.length,
        next: offset + limit < results.length ? `http://shop.test/api/paintings?offset=${offset + limit}` : null,
        previous: null,
        results: results.slice(offset, offset + limit),
      });
    },
  });
}

function renderGallery(path = "/paintings", queryClient?: QueryClient) {
  const router = createMemoryRouter(
    [
      { path: "/paintings", element: <PaintingsPage /> },
      { path: "/paintings/:paintingId", element: <h1>One painting</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const paintingUrls = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => !url.endsWith("/media"));

const cards = () => within(screen.getAllByRole("list")[0]).getAllByRole("link");

describe("PaintingsPage", () => {
  it("shows the newest 24 paintings as cards, each one link to its page, with the count", async () => {
    const fetch = mockGallery(catalogue(30));

    renderGallery();

    expect(screen.getByRole("heading", { level: 1, name: "Paintings" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading paintings…");
    expect(await screen.findByText("30 paintings")).toHaveRole("status");
    expect(cards()).toHaveLength(24);
    const newest = screen.getByRole("link", { name: "Painting 30" });
    expect(newest).toHaveAttribute("href", "/paintings/30");
    expect(newest).toHaveAccessibleDescription("Claire Dubois Watercolour, 60 × 45 cm $130.00 incl. VAT Available");
    expect(newest.closest("h2")).toHaveTextContent("Painting 30");
    const images = screen.getAllByRole("img");
    expect(images[0]).toHaveAttribute("fetchpriority", "high");
    expect(images.map((image) => image.getAttribute("loading")).slice(0, 4)).toEqual([
      "eager",
      "eager",
      "eager",
      "lazy",
    ]);
    expect(images[0]).toHaveAttribute("width", "400");
    expect(images[0]).toHaveAttribute("height", "300"); // 60 × 45 cm;
    expect(paintingUrls(fetch)).toEqual(["/api/paintings?ordering=-_id&limit=24&offset=0"]);
    expect(document.title).toBe("Paintings | Brush & Canvas");
  });

  it("paints the first page its page came with, asking the API for no paintings", async () => {
    const fetch = mockGallery(catalogue(3));
    const page = { count: 3, next: null, previous: null, results: catalogue(3).reverse() };
    const queryClient = seedQueryCache(createQueryClient(), { paintingPage: page });

    renderGallery("/paintings", queryClient);

    expect(await screen.findByRole("link", { name: "Painting 3" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("3 paintings");
    expect(paintingUrls(fetch)).toEqual([]);
  });

  it("shows each painting's state: a hold that has ended reads Available, sold works stay on show", async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 10 * 60_000).toISOString();
    mockGallery([
      aPainting(1, { state: "sold" }),
      aPainting(2, { state: "reserved", reservedUntil: future }),
      aPainting(3, { state: "reserved", reservedUntil: past }),
    ]);

    renderGallery();

    expect(await screen.findByRole("link", { name: "Painting 1" })).toHaveAccessibleDescription(/Sold$/);
    expect(screen.getByRole("link", { name: "Painting 2" })).toHaveAccessibleDescription(/Reserved$/);
    expect(screen.getByRole("link", { name: "Painting 3" })).toHaveAccessibleDescription(/Available$/);
  });

  it("counts a single painting as one", async () => {
    mockGallery(catalogue(1));

    renderGallery();

    expect(await screen.findByText("1 painting")).toHaveRole("status");
  });

  it("reads its filters from the URL and asks the API for them", async () => {
    const fetch = mockGallery(catalogue(12));

    renderGallery("/paintings?available=1&medium=oil&minPrice=100&maxPrice=109&sort=price");

    expect(await screen.findByText("5 paintings")).toHaveRole("status");
    expect(screen.getByRole("checkbox", { name: "Available only" })).toBeChecked();
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Medium" })).toHaveValue("oil"));
    expect(screen.getByRole("spinbutton", { name: "Min price (USD)" })).toHaveValue(100);
    expect(screen.getByRole("spinbutton", { name: "Max price (USD)" })).toHaveValue(109);
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("price");
    expect(cards().map((card) => card.getAttribute("href"))).toEqual([
      "/paintings/1",
      "/paintings/3",
      "/paintings/5",
      "/paintings/7",
      "/paintings/9",
    ]);
    expect(paintingUrls(fetch)).toEqual([
      "/api/paintings?ordering=price&available=true&medium=oil&minPrice=100&maxPrice=109&limit=24&offset=0",
    ]);
  });

  it("writes each filter to the URL, prices only on Enter or leaving the field, and Back restores the last view", async () => {
    const user = userEvent.setup();
    mockGallery(catalogue(12, (id) => (id === 4 ? { state: "sold" } : {})));
    const router = renderGallery();
    await screen.findByText("12 paintings");

    await user.click(screen.getByRole("checkbox", { name: "Available only" }));
    expect(router.state.location.search).toBe("?available=1");
    expect(await screen.findByText("11 paintings")).toBeInTheDocument();

    await screen.findByRole("option", { name: "Watercolour" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Medium" }), "watercolour");
    expect(router.state.location.search).toBe("?available=1&medium=watercolour");

    await user.type(screen.getByRole("spinbutton", { name: "Min price (USD)" }), "105");
    expect(router.state.location.search).toBe("?available=1&medium=watercolour");
    await user.keyboard("{Enter}");
    expect(router.state.location.search).toBe("?available=1&medium=watercolour&minPrice=105");
    expect(screen.getByRole("spinbutton", { name: "Min price (USD)" })).toHaveFocus();

    await user.type(screen.getByRole("spinbutton", { name: "Max price (USD)" }), "110");
    await user.tab();
    expect(router.state.location.search).toBe("?available=1&medium=watercolour&minPrice=105&maxPrice=110");

    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "-price");
    expect(router.state.location.search).toBe("?available=1&medium=watercolour&minPrice=105&maxPrice=110&sort=-price");
    expect(await screen.findByText("3 paintings")).toBeInTheDocument();
    expect(cards().map((card) => card.getAttribute("href"))).toEqual(["/paintings/10", "/paintings/8", "/paintings/6"]);

    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));

    expect(router.state.location.search).toBe("?available=1&medium=watercolour&minPrice=105");
    expect(screen.getByRole("spinbutton", { name: "Max price (USD)" })).toHaveValue(null);
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("-_id");
    expect(await screen.findByText("4 paintings")).toBeInTheDocument();
  });

  it("says so when nothing matches, and clears the filters (not the order)", async () => {
    const user = userEvent.setup();
    mockGallery(catalogue(4));
    const router = renderGallery("/paintings?medium=oil&minPrice=500&sort=title");

    expect(await screen.findByText("No paintings match")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("0 paintings");

    await user.click(screen.getByRole("button", { name: "Clear filters" }));

    expect(router.state.location.search).toBe("?sort=title");
    expect(await screen.findByText("4 paintings")).toBeInTheDocument();
    expect(screen.getByRole("spinbutton", { name: "Min price (USD)" })).toHaveValue(null);
  });

  it("explains a minimum above the maximum under the prices, and asks for nothing", async () => {
    const fetch = mockGallery(catalogue(4));

    renderGallery("/paintings?minPrice=900&maxPrice=100");

    const message = "The minimum price is higher than the maximum price. Lower one or raise the other.";
    const min = screen.getByRole("spinbutton", { name: "Min price (USD)" });
    expect(min).toHaveAccessibleDescription(message);
    expect(min).toBeInvalid();
    expect(screen.getByRole("spinbutton", { name: "Max price (USD)" })).toHaveAccessibleDescription(message);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith("/api/paintings/media", expect.anything()));
    expect(paintingUrls(fetch)).toEqual([]);
    expect(screen.queryByText("No paintings match")).not.toBeInTheDocument();
  });

  it("shows more, 24 at a time, and moves the focus to the first new card", async () => {
    const user = userEvent.setup();
    const fetch = mockGallery(catalogue(30));
    renderGallery();
    await screen.findByText("30 paintings");

    await user.click(screen.getByRole("button", { name: "Show more" }));

    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(screen.getByRole("link", { name: "Painting 6" })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    expect(paintingUrls(fetch)[1]).toBe("/api/paintings?ordering=-_id&limit=24&offset=24");
  });

  it("shows a failed load with a way to try again", async () => {
    const user = userEvent.setup();
    let fail = true;
    const paintings = catalogue(2);
    mockApi({
      "/api/paintings/media": PAINTING_MEDIA,
      "/api/paintings": () =>
        fail
          ? jsonResponse({ detail: "The shop is down.", code: "error" }, 503)
          : jsonResponse({ count: 2, next: null, previous: null, results: paintings }),
    });
    renderGallery();

    expect(await screen.findByRole("alert")).toHaveTextContent("The shop is down.");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));

    expect(await screen.findByText("2 paintings")).toBeInTheDocument();
  });

  it("folds the filters behind a Filters button on a phone, with the number in use, and applies changes made there", async () => {
    const user = userEvent.setup();
    mockGallery(catalogue(12));
    const router = renderGallery("/paintings?available=1&medium=oil&sort=price");

    expect(await screen.findByText("6 paintings")).toBeInTheDocument();
    // Tailwind's md: shows the form on a computer and the button on a phone.
    expect(screen.getByRole("search", { name: "Filter paintings" })).toHaveClass("hidden", "md:grid");
    const opener = screen.getByRole("button", { name: "Filters (2)" });
    expect(opener).toHaveClass("md:hidden");

    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Filters" });
    await user.click(within(dialog).getByRole("checkbox", { name: "Available only" }));

    expect(router.state.location.search).toBe("?medium=oil&sort=price");
    await user.click(within(dialog).getByRole("button", { name: "Show paintings" }));
    expect(await screen.findByRole("button", { name: "Filters (1)" })).toHaveFocus();
  });
});
