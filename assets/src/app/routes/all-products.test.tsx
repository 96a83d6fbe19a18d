import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { seedQueryCache } from "@/app/initial-data";
import { createQueryClient } from "@/lib/query-client";
import { jsonResponse, mockApi, renderWithProviders } from "@/testing/test-utils";
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

    renderWithProviders(<AllProductsPage />);

    expect(screen.getByRole("status")).toHaveTextContent("Loading tools…");
    expect(await screen.findByRole("heading", { level: 2, name: "Tool 60" })).toBeInTheDocument();
    expect(cards()).toHaveLength(24);
    expect(cards()[0]).toHaveAttribute("href", "/purchase/60");
    expect(cards()[23]).toHaveAttribute("href", "/purchase/37");
    expect(screen.getByText("$70.00")).toBeInTheDocument();
    expect(screen.getByText("Showing 24 of 60 tools")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Load more tools" })).toBeEnabled();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe("/api/tools?ordering=-_id&limit=24&offset=0");
    expect(document.title).toBe("All tools | Brush & Canvas");
  });

  it("paints the first page its page came with, and asks the API only for more", async () => {
    const fetch = mockCatalogue();
    const queryClient = seedQueryCache(createQueryClient(), { toolPage: page(0, 24) });

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
    renderWithProviders(<AllProductsPage />);
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
    renderWithProviders(<AllProductsPage />);
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
    renderWithProviders(<AllProductsPage />);
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

    renderWithProviders(<AllProductsPage />);

    expect(await screen.findByText("No tools yet.")).toBeInTheDocument();
  });

  it("shows a failed first load with a retry", async () => {
    mockApi({ "/api/tools": () => jsonResponse({ detail: "The shop is down.", code: "error" }, 500) });

    renderWithProviders(<AllProductsPage />);

    expect(await screen.findByRole("alert")).toHaveTextContent("The shop is down.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
