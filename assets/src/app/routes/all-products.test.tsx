import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { seedQueryCache } from "@/app/initial-data";
import { createQueryClient } from "@/lib/query-client";
import { BRANDS, CATEGORIES, withCategoryLists } from "@/testing/categories";
import { TestProviders, createTestQueryClient, jsonResponse, mockApi, renderWithProviders } from "@/testing/test-utils";
import { AllProductsPage } from "./all-products";

function tool(id: number) {
  return {
    _id: id,
    name: `Tool ${id}`,
    description: `Description of tool ${id}.`,
    img: `/media/tool-${id}.jpg`,
    price: 10 + id,
    minimumOrderQuantity: 1,
    availableQuantity: 9,
  };
}

/** Tools 60 down to 1 (newest first), as the API pages them. */
function page(offset: number, limit: number, count = 60) {
  const ids = Array.from({ length: count }, (_, index) => count - index).slice(offset, offset + limit);
  return {
    count,
    next:
      offset + limit < count
        ? `http://shop.test/api/tools?limit=${limit}&offset=${offset + limit}&ordering=-_id`
        : null,
    previous:
      offset > 0
        ? `http://shop.test/api/tools?limit=${limit}&offset=${Math.max(0, offset - limit)}&ordering=-_id`
        : null,
    results: ids.map(tool),
  };
}

function mockCatalogue(count = 60) {
  return mockApi({
    "/api/tools": (url: URL) => {
      expect(url.searchParams.get("ordering")).toBe("-_id");
      return jsonResponse(page(Number(url.searchParams.get("offset")), Number(url.searchParams.get("limit")), count));
    },
  });
}

const cards = () => screen.getAllByRole("link", { name: "Purchase Now" });

describe("AllProductsPage", () => {
  it("shows the first 24 tools, newest first, with the total and a link to buy each", async () => {
    const fetch = mockCatalogue();

    renderWithProviders(<AllProductsPage />, { queryClient: withCategoryLists() });

    expect(screen.getByText("Loading tools…")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "Tool 60" })).toBeInTheDocument();
    expect(cards()).toHaveLength(24);
    expect(cards()[0]).toHaveAttribute("href", "/purchase/60");
    expect(cards()[23]).toHaveAttribute("href", "/purchase/37");
    expect(screen.getByText("$70.00 incl. VAT")).toBeInTheDocument();
    expect(screen.getByText("Showing 24 of 60 tools")).toBeInTheDocument();
    expect(screen.getByText("60 tools")).toHaveAttribute("role", "status");
    expect(screen.getByRole("button", { name: "Load more tools" })).toBeEnabled();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe("/api/tools?ordering=-_id&limit=24&offset=0");
    expect(document.title).toBe("All tools | Brush & Canvas");
  });

  it("says 'more than' for a catalogue the shop counted only so far, and still loads more", async () => {
    mockApi({
      "/api/tools": (url: URL) =>
        jsonResponse({ ...page(Number(url.searchParams.get("offset")), 24, 60), count: 1024, countExact: false }),
    });

    renderWithProviders(<AllProductsPage />, { queryClient: withCategoryLists() });

    expect(await screen.findByText("Showing 24 of more than 1,000 tools")).toBeInTheDocument();
    expect(screen.getByText("more than 1,000 tools")).toHaveAttribute("role", "status");
    await userEvent.click(screen.getByRole("button", { name: "Load more tools" }));
    expect(await screen.findByText("Showing 48 of more than 1,000 tools")).toBeInTheDocument();
  });

  it("paints the first page its page came with, and asks the API only for more", async () => {
    const fetch = mockCatalogue();
    const queryClient = withCategoryLists(seedQueryCache(createQueryClient(), { toolPage: page(0, 24) }));

    renderWithProviders(<AllProductsPage />, { queryClient });

    expect(cards()).toHaveLength(24);
    expect(screen.getByText("Showing 24 of 60 tools")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Load more tools" }));
    await waitFor(() => expect(cards()).toHaveLength(48));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(["/api/tools?ordering=-_id&limit=24&offset=24"]);
  });

  it("loads the next pages with 'Load more tools' until every tool shows", async () => {
    const fetch = mockCatalogue();
    renderWithProviders(<AllProductsPage />, { queryClient: withCategoryLists() });
    await screen.findByRole("heading", { level: 2, name: "Tool 60" });

    await userEvent.click(screen.getByRole("button", { name: "Load more tools" }));

    expect(await screen.findByRole("heading", { level: 2, name: "Tool 36" })).toBeInTheDocument();
    expect(cards()).toHaveLength(48);
    expect(screen.getByText("Showing 48 of 60 tools")).toBeInTheDocument();
    expect(fetch.mock.calls[1][0]).toBe("/api/tools?ordering=-_id&limit=24&offset=24");

    await userEvent.click(screen.getByRole("button", { name: "Load more tools" }));

    expect(await screen.findByRole("heading", { level: 2, name: "Tool 1" })).toBeInTheDocument();
    expect(cards()).toHaveLength(60);
    expect(screen.getByText("Showing 60 of 60 tools")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more tools" })).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("shows a tool once even if the pages shifted between requests", async () => {
    let added = 0;
    mockApi({
      "/api/tools": (url: URL) => {
        const offset = Number(url.searchParams.get("offset"));
        // A tool is added after the first page: everything moves down one, and page two
        // starts with the last tool of page one.
        const answer = page(offset, 24, 30 + added);
        added = 1;
        return jsonResponse(answer);
      },
    });
    renderWithProviders(<AllProductsPage />, { queryClient: withCategoryLists() });
    await screen.findByRole("heading", { level: 2, name: "Tool 30" });

    await userEvent.click(screen.getByRole("button", { name: "Load more tools" }));

    await waitFor(() => expect(screen.queryByRole("button", { name: "Load more tools" })).not.toBeInTheDocument());
    expect(screen.getAllByRole("heading", { level: 2, name: "Tool 7" })).toHaveLength(1);
    expect(cards()).toHaveLength(30);
  });

  it("says so when a page fails, and tries again with the same button", async () => {
    let fail = true;
    mockApi({
      "/api/tools": (url: URL) => {
        const offset = Number(url.searchParams.get("offset"));
        if (offset > 0 && fail) {
          fail = false;
          return jsonResponse({ detail: "The shop is down.", code: "error" }, 503);
        }
        return jsonResponse(page(offset, 24, 30));
      },
    });
    renderWithProviders(<AllProductsPage />, { queryClient: withCategoryLists() });
    await screen.findByRole("heading", { level: 2, name: "Tool 30" });

    await userEvent.click(screen.getByRole("button", { name: "Load more tools" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load more tools. The shop is down.");
    expect(cards()).toHaveLength(24);

    await userEvent.click(screen.getByRole("button", { name: "Load more tools" }));

    expect(await screen.findByRole("heading", { level: 2, name: "Tool 1" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("has an empty state", async () => {
    mockApi({ "/api/tools": { count: 0, next: null, previous: null, results: [] } });

    renderWithProviders(<AllProductsPage />, { queryClient: withCategoryLists() });

    expect(await screen.findByText("No tools yet.")).toBeInTheDocument();
  });

  it("shows a failed first load with a retry", async () => {
    mockApi({ "/api/tools": () => jsonResponse({ detail: "The shop is down.", code: "error" }, 500) });

    renderWithProviders(<AllProductsPage />, { queryClient: withCategoryLists() });

    expect(await screen.findByRole("alert")).toHaveTextContent("The shop is down.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

/** The shelf the search tests use, and the API's GET /api/tools over it (its search is a word test here). */
const SHELF = [
  { ...tool(1), name: "Round Sable Brush Set", price: 34.5, availableQuantity: 120 },
  { ...tool(2), name: "Beech Studio Easel", price: 129, availableQuantity: 0 },
  { ...tool(3), name: "Flat Synthetic Brush", price: 9.9, availableQuantity: 300 },
];

function mockShelf() {
  return mockApi({
    "/api/tools": (url: URL) => {
      const get = (name: string) => url.searchParams.get(name);
      const words = (get("q") ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      let results = SHELF.filter(
        (item) =>
          words.every((word) => item.name.toLowerCase().includes(word)) &&
          (get("inStock") !== "true" || item.availableQuantity > 0) &&
          (!get("minPrice") || item.price >= Number(get("minPrice"))) &&
          (!get("maxPrice") || item.price <= Number(get("maxPrice"))),
      );
      if (get("ordering") === "price") results = [...results].sort((a, b) => a.price - b.price);
      if (get("ordering") === "-_id") results = [...results].reverse();
      return jsonResponse({ count: results.length, next: null, previous: null, results });
    },
  });
}

/** The category and brand lists are there already (the tests count the API's calls) unless `queryClient` is given. */
function renderAt(path: string, queryClient = withCategoryLists()) {
  const router = createMemoryRouter([{ path: "/allproduct", element: <AllProductsPage /> }], {
    initialEntries: [path],
  });
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const toolNames = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
const asked = (fetch: jest.MockedFunction<typeof globalThis.fetch>) => fetch.mock.calls.map(([url]) => String(url));

describe("AllProductsPage's search and filters", () => {
  afterEach(() => jest.useRealTimers());

  it("searches once typing pauses, best match first, and keeps the search in the URL", async () => {
    // The clock moves only when told: however slow the machine, the letters come within the pause.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fetch = mockShelf();
    const router = renderAt("/allproduct");
    await screen.findByText("3 tools");

    await user.type(screen.getByRole("searchbox", { name: "Search tools" }), "brush");
    expect(router.state.location.search).toBe("");
    act(() => jest.advanceTimersByTime(300));

    expect(await screen.findByText("2 tools")).toHaveAttribute("role", "status");
    expect(toolNames()).toEqual(["Round Sable Brush Set", "Flat Synthetic Brush"]);
    expect(router.state.location.search).toBe("?q=brush");
    // One request for the whole word, none per letter; a search names no order: the best match first.
    expect(asked(fetch)).toEqual([
      "/api/tools?ordering=-_id&limit=24&offset=0",
      "/api/tools?q=brush&limit=24&offset=0",
    ]);
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveDisplayValue("Best match");
  });

  it("opens with the URL's search, filters and order, and asks the API for them", async () => {
    const fetch = mockShelf();

    renderAt("/allproduct?q=brush&inStock=1&maxPrice=20&sort=price");

    expect(await screen.findByText("1 tool")).toBeInTheDocument();
    expect(toolNames()).toEqual(["Flat Synthetic Brush"]);
    expect(screen.getByRole("searchbox", { name: "Search tools" })).toHaveValue("brush");
    expect(screen.getByRole("checkbox", { name: "In stock only" })).toBeChecked();
    expect(screen.getByRole("spinbutton", { name: /Max price/ })).toHaveValue(20);
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("price");
    expect(asked(fetch)).toEqual(["/api/tools?q=brush&ordering=price&inStock=true&maxPrice=20&limit=24&offset=0"]);
  });

  it("says when no tools match, and clears the filters", async () => {
    mockShelf();
    const router = renderAt("/allproduct?q=zebra&inStock=1");

    expect(await screen.findByText("No tools match")).toBeInTheDocument();
    expect(screen.getByText("0 tools")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));

    expect(await screen.findByText("3 tools")).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("searchbox", { name: "Search tools" })).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: "In stock only" })).not.toBeChecked();
  });

  it("goes back to the previous filters with the browser's Back", async () => {
    mockShelf();
    const router = renderAt("/allproduct");
    await screen.findByText("3 tools");

    await userEvent.click(screen.getByRole("checkbox", { name: "In stock only" }));
    expect(await screen.findByText("2 tools")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "price");
    await waitFor(() => expect(router.state.location.search).toBe("?inStock=1&sort=price"));
    expect(await screen.findByRole("heading", { level: 2, name: "Flat Synthetic Brush" })).toBeInTheDocument();
    expect(toolNames()[0]).toBe("Flat Synthetic Brush");

    await act(() => router.navigate(-1));

    expect(router.state.location.search).toBe("?inStock=1");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveDisplayValue("Newest first");
    await act(() => router.navigate(-1));
    expect(await screen.findByText("3 tools")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "In stock only" })).not.toBeChecked();
  });

  it("asks nothing while the price range is upside down, and says why", async () => {
    const fetch = mockShelf();
    renderAt("/allproduct?minPrice=50&maxPrice=10");

    const form = screen.getByRole("search", { name: "Search and filter tools" });
    expect(within(form).getByText(/The minimum price is higher than the maximum price/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("AllProductsPage's category and brand filters", () => {
  /** The shelf filed under categories and brands: brushes (and their subcategories) and one brand. */
  function mockFiledShelf() {
    return mockApi({
      "/api/tools": (url: URL) => {
        const category = url.searchParams.get("category");
        const brand = url.searchParams.get("brand");
        if (category === "gone") {
          return jsonResponse(
            {
              detail: "Please correct the highlighted fields.",
              code: "invalid",
              fields: { category: ["No such category."] },
            },
            400,
          );
        }
        let results = [...SHELF].reverse();
        if (category === "brushes") results = results.filter((item) => item.name.includes("Brush"));
        if (brand === "da-vinci") results = results.filter((item) => item._id === 1);
        return jsonResponse({ count: results.length, next: null, previous: null, results });
      },
    });
  }

  const categorySelect = () => screen.getByRole("combobox", { name: "Category" });
  const brandSelect = () => screen.getByRole("combobox", { name: "Brand" });

  it("names each category and brand with its count, and asks the API for the chosen ones, kept in the URL", async () => {
    const fetch = mockFiledShelf();
    const router = renderAt("/allproduct");
    await screen.findByText("3 tools");

    expect(
      within(categorySelect())
        .getAllByRole("option")
        .map((option) => option.textContent?.trim()),
    ).toEqual(["All categories", "Painting (14)", "Brushes (12)", "Round brushes (4)", "Drawing (0)"]);
    expect(
      within(brandSelect())
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All brands", "Da Vinci (5)", "Winsor & Newton (9)"]);

    await userEvent.selectOptions(categorySelect(), "brushes");

    expect(await screen.findByText("2 tools")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?category=brushes");
    expect(toolNames()).toEqual(["Flat Synthetic Brush", "Round Sable Brush Set"]);

    await userEvent.selectOptions(brandSelect(), "da-vinci");

    expect(await screen.findByText("1 tool")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?category=brushes&brand=da-vinci");
    expect(asked(fetch)).toEqual([
      "/api/tools?ordering=-_id&limit=24&offset=0",
      "/api/tools?ordering=-_id&category=brushes&limit=24&offset=0",
      "/api/tools?ordering=-_id&category=brushes&brand=da-vinci&limit=24&offset=0",
    ]);

    // Back: the category alone again.
    await act(() => router.navigate(-1));
    expect(await screen.findByText("2 tools")).toBeInTheDocument();
    expect(brandSelect()).toHaveValue("");
    expect(categorySelect()).toHaveValue("brushes");
  });

  it("opens with the URL's category and brand chosen, and asks the API for them", async () => {
    const fetch = mockFiledShelf();

    renderAt("/allproduct?category=brushes&brand=da-vinci");

    expect(await screen.findByText("1 tool")).toBeInTheDocument();
    expect(categorySelect()).toHaveValue("brushes");
    expect(brandSelect()).toHaveDisplayValue("Da Vinci (5)");
    expect(asked(fetch)).toEqual(["/api/tools?ordering=-_id&category=brushes&brand=da-vinci&limit=24&offset=0"]);
  });

  it("shows the URL's category while the lists load", async () => {
    let answer!: () => void;
    const lists = new Promise<void>((done) => {
      answer = done;
    });
    mockApi({
      "/api/tools": { count: 0, next: null, previous: null, results: [] },
      "/api/categories": async () => {
        await lists;
        return jsonResponse(CATEGORIES);
      },
      "/api/brands": BRANDS,
    });

    renderAt("/allproduct?category=brushes", createTestQueryClient());

    expect(categorySelect()).toHaveValue("brushes");
    answer();
    await waitFor(() => expect(categorySelect()).toHaveDisplayValue(/Brushes \(12\)/));
  });

  it("says what is wrong with a shared link's category that is gone, and clears it", async () => {
    mockFiledShelf();
    const router = renderAt("/allproduct?category=gone");

    expect(await screen.findByText("No tools match")).toBeInTheDocument();
    expect(screen.getByText("No such category.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(categorySelect()).toHaveValue("gone");

    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));

    expect(await screen.findByText("3 tools")).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
    expect(categorySelect()).toHaveValue("");
  });
});
