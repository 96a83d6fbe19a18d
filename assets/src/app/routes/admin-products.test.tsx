import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router-dom";
import { jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { AdminProductsPage } from "./admin-products";

function tool(id: number, overrides: Record<string, unknown> = {}) {
  return {
    _id: id,
    name: `Brush ${id}`,
    description: "A brush.",
    img: `http://shop.test/media/tools/${id}.png`,
    imgSrcset: null,
    price: 12.5,
    minimumOrderQuantity: 1,
    availableQuantity: 12,
    ...overrides,
  };
}

function painting(id: number, overrides: Record<string, unknown> = {}) {
  return {
    _id: id,
    title: `Painting ${id}`,
    artist: "Claire Dubois",
    description: "Oil on canvas.",
    price: 850,
    medium: "oil",
    mediumName: "Oil",
    widthCm: 60,
    heightCm: 45,
    framed: true,
    year: 2021,
    img: `/media/demo/paintings/${id}.svg`,
    imgSrcset: null,
    images: [],
    state: "available",
    reservedUntil: null,
    createdAt: "2026-11-24T10:00:00Z",
    ...overrides,
  };
}

function page(results: unknown[], count = results.length) {
  return { count, next: null, previous: null, results };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderPage(route = "/dashboard/products") {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/dashboard/products" element={<AdminProductsPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, auth: signedInAs("root@example.com", undefined, { role: "admin" }) },
  );
}

function calls(fetchMock: jest.MockedFunction<typeof fetch>, pathname: string): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://shop.test"))
    .filter((url) => url.pathname === pathname)
    .map((url) => url.search);
}

const future = new Date(Date.now() + 10 * 60_000).toISOString();
const past = new Date(Date.now() - 10 * 60_000).toISOString();

describe("AdminProductsPage", () => {
  it("lists the tools with their stock and the paintings with their state, each with an edit link", async () => {
    const fetch = mockApi({
      "/api/tools": page([tool(2), tool(1, { name: "Linseed oil", availableQuantity: 0, price: 8 })]),
      "/api/paintings": page([
        painting(9, { title: "Lavender Field" }),
        painting(8, { title: "Harbour at Dawn", state: "reserved", reservedUntil: future }),
        painting(7, { title: "Old Mill", state: "reserved", reservedUntil: past }),
        painting(6, { title: "Snowy Pines", state: "sold" }),
      ]),
    });
    renderPage();

    expect(screen.getByRole("heading", { level: 1, name: "Products" })).toBeInTheDocument();
    expect(document.title).toBe("Products | Brush & Canvas");

    const tools = screen.getByRole("region", { name: "Tools" });
    const edit = await within(tools).findByRole("link", { name: "Edit Brush 2" });
    expect(edit).toHaveAttribute("href", "/dashboard/editproduct/2");
    const brush = edit.closest("tr") as HTMLElement;
    expect(brush).toHaveTextContent("$12.50");
    expect(brush).toHaveTextContent("12 in stock");
    // The thumbnail is decoration beside the name (alt="").
    expect(brush.querySelector("img")).toHaveAttribute("src", "http://shop.test/media/tools/2.png");
    const oil = within(tools).getByRole("link", { name: "Edit Linseed oil" }).closest("tr") as HTMLElement;
    expect(oil).toHaveTextContent("$8.00");
    expect(oil).toHaveTextContent("Sold out");
    expect(within(tools).getByText("2 tools")).toBeInTheDocument();

    const paintings = screen.getByRole("region", { name: "Paintings" });
    const stateOf = (title: string) => {
      const link = within(paintings).getByRole("link", { name: `Edit ${title}` });
      return link.closest("tr") as HTMLElement;
    };
    await within(paintings).findByRole("link", { name: "Edit Lavender Field" });
    expect(within(paintings).getByRole("link", { name: "Edit Lavender Field" })).toHaveAttribute(
      "href",
      "/dashboard/editpainting/9",
    );
    expect(stateOf("Lavender Field")).toHaveTextContent("Claire Dubois");
    expect(stateOf("Lavender Field")).toHaveTextContent("$850.00");
    expect(stateOf("Lavender Field")).toHaveTextContent("Available");
    expect(stateOf("Harbour at Dawn")).toHaveTextContent("Reserved");
    // A hold that has ended is over: for sale again.
    expect(stateOf("Old Mill")).toHaveTextContent("Available");
    expect(stateOf("Snowy Pines")).toHaveTextContent("Sold");

    expect(screen.getByRole("link", { name: "Add a tool" })).toHaveAttribute("href", "/dashboard/addproduct");
    expect(screen.getByRole("link", { name: "Add a painting" })).toHaveAttribute("href", "/dashboard/addpainting");
    expect(calls(fetch, "/api/tools")).toEqual(["?ordering=-_id&limit=20&offset=0"]);
    expect(calls(fetch, "/api/paintings")).toEqual(["?ordering=-_id&limit=20&offset=0"]);
  });

  it("pages through each list on its own, with the page in the URL", async () => {
    const fetch = mockApi({
      "/api/tools": (url: URL) => {
        const offset = Number(url.searchParams.get("offset"));
        return jsonResponse(page([tool(100 - offset)], 45));
      },
      "/api/paintings": page([painting(3)]),
    });
    renderPage();

    const tools = screen.getByRole("region", { name: "Tools" });
    await within(tools).findByRole("link", { name: "Edit Brush 100" });
    expect(within(tools).getByText("Page 1 of 3")).toBeInTheDocument();
    expect(within(tools).getByRole("button", { name: "Previous" })).toBeDisabled();

    await userEvent.click(within(tools).getByRole("button", { name: "Next" }));
    expect(await within(tools).findByRole("link", { name: "Edit Brush 80" })).toBeInTheDocument();
    expect(within(tools).getByText("Page 2 of 3")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/products?tools=2");
    expect(within(tools).getByRole("heading", { name: "Tools" })).toHaveFocus();

    const paintings = screen.getByRole("region", { name: "Paintings" });
    expect(within(paintings).getByText("Page 1 of 1")).toBeInTheDocument();
    expect(within(paintings).getByRole("button", { name: "Next" })).toBeDisabled();
    await waitFor(() => expect(calls(fetch, "/api/tools")).toContain("?ordering=-_id&limit=20&offset=20"));
    expect(calls(fetch, "/api/paintings")).toEqual(["?ordering=-_id&limit=20&offset=0"]);
  });

  it("opens on the pages the URL names", async () => {
    const fetch = mockApi({
      "/api/tools": page([tool(60)], 45),
      "/api/paintings": page([painting(3)], 30),
    });
    renderPage("/dashboard/products?tools=3&paintings=2");

    expect(await screen.findByText("Page 3 of 3")).toBeInTheDocument();
    expect(screen.getByText("Page 2 of 2")).toBeInTheDocument();
    expect(calls(fetch, "/api/tools")).toEqual(["?ordering=-_id&limit=20&offset=40"]);
    expect(calls(fetch, "/api/paintings")).toEqual(["?ordering=-_id&limit=20&offset=20"]);
  });

  it("says when there is nothing yet", async () => {
    mockApi({ "/api/tools": page([]), "/api/paintings": page([]) });
    renderPage();

    expect(await screen.findByText("No tools yet.")).toBeInTheDocument();
    expect(await screen.findByText("No paintings yet.")).toBeInTheDocument();
  });

  it("shows the paintings only once the tools above them have come, so nothing moves down", async () => {
    let answer!: (response: Response) => void;
    mockApi({
      "/api/tools": () => new Promise<Response>((resolve) => (answer = resolve)),
      "/api/paintings": page([painting(3)]),
    });
    renderPage();

    expect(screen.getByText("Loading the tools…")).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region", { name: "Paintings" })).not.toBeInTheDocument();

    answer(jsonResponse(page([tool(5)])));

    expect(await screen.findByRole("link", { name: "Edit Brush 5" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Paintings" })).getByRole("link", { name: "Edit Painting 3" }),
    ).toBeInTheDocument();
  });

  it("shows placeholders while loading, and a failure with a retry", async () => {
    let answer: () => Promise<Response> = () => new Promise<Response>(() => {});
    mockApi({ "/api/tools": () => answer(), "/api/paintings": page([painting(3)]) });
    const { unmount } = renderPage();
    expect(screen.getByText("Loading the tools…")).toBeInTheDocument();
    unmount();

    answer = async () => jsonResponse({ detail: "The shop had a problem.", code: "error" }, 500);
    renderPage();

    const tools = screen.getByRole("region", { name: "Tools" });
    const alert = await within(tools).findByRole("alert");
    expect(alert).toHaveTextContent("Couldn't load the tools");
    expect(alert).toHaveTextContent("The shop had a problem.");

    answer = async () => jsonResponse(page([tool(5)]));
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await within(tools).findByRole("link", { name: "Edit Brush 5" })).toBeInTheDocument();
    // The paintings' list did not wait for the tools.
    expect(screen.getByRole("link", { name: "Edit Painting 3" })).toBeInTheDocument();
  });

  it("shows cards instead of the table on a phone", async () => {
    const matchMedia = jest.fn((query: string) => ({
      matches: query === "(max-width: 39.98rem)",
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
    Object.defineProperty(window, "matchMedia", { configurable: true, value: matchMedia });
    try {
      mockApi({ "/api/tools": page([tool(2)]), "/api/paintings": page([painting(9, { state: "sold" })]) });
      renderPage();

      const paintings = await screen.findByRole("region", { name: "Paintings" });
      const card = (await within(paintings).findByRole("link", { name: "Edit Painting 9" })).closest("li");
      expect(card).toHaveTextContent("Painting 9");
      expect(card).toHaveTextContent("Sold");
      expect(screen.queryByRole("table")).not.toBeInTheDocument();
      expect(within(screen.getByRole("region", { name: "Tools" })).getByRole("list")).toHaveTextContent("12 in stock");
    } finally {
      Reflect.deleteProperty(window, "matchMedia");
    }
  });
});
