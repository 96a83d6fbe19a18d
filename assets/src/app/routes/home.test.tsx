import { act, screen, within } from "@testing-library/react";
import { createQueryClient } from "@/lib/query-client";
import { mockApi, paginated, renderWithProviders } from "@/testing/test-utils";
import { readInitialData, seedQueryCache } from "../initial-data";
import { HomePage } from "./home";

const tools = [
  {
    _id: 12,
    name: "Sable round brush",
    description: "Holds a sharp point for fine detail.",
    img: "/media/tools/sable.jpg",
    price: 24.5,
    minimumOrderQuantity: 2,
    availableQuantity: 40,
  },
  {
    _id: 11,
    name: "Palette knife",
    description: "Flexible steel blade for mixing and impasto.",
    img: "/media/tools/knife.jpg",
    price: 9,
    minimumOrderQuantity: 1,
    availableQuantity: 15,
  },
];

const paintings = Array.from({ length: 7 }, (_, index) => ({
  _id: index + 1,
  title: `Study ${index + 1}`,
  artist: "Lena Ortiz",
  img: `/media/paintings/${index + 1}.jpg`,
}));

function mockHomeApi() {
  return mockApi({
    "/api/tools?ordering=-_id&limit=6": paginated(tools),
    "/api/review?limit=6": paginated([{ _id: 1, name: "Ana", review: "Lovely shop." }]),
    "/api/paintings": paintings,
  });
}

describe("HomePage", () => {
  it("shows the six newest tools as cards, from the newest-first API page", async () => {
    const fetch = mockHomeApi();

    renderWithProviders(<HomePage />);

    const card = (await screen.findByRole("heading", { name: "Sable round brush" })).closest("article")!;
    expect(within(card).getByRole("img", { name: "Sable round brush" })).toHaveAttribute(
      "src",
      "/media/tools/sable.jpg",
    );
    expect(within(card).getByText("Holds a sharp point for fine detail.")).toBeInTheDocument();
    expect(within(card).getByText("$24.50 incl. VAT")).toBeInTheDocument();
    expect(within(card).getByText("Minimum order quantity: 2")).toBeInTheDocument();
    expect(within(card).getByText("Available quantity: 40")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Purchase Now" })).toHaveAttribute("href", "/purchase/12");
    expect(screen.getByRole("link", { name: "Purchase Now", description: "Palette knife" })).toHaveAttribute(
      "href",
      "/purchase/11",
    );
    expect(screen.getByRole("link", { name: "See all tools" })).toHaveAttribute("href", "/allproduct");
    expect(fetch).toHaveBeenCalledWith("/api/tools?ordering=-_id&limit=6", expect.anything());
  });

  it("shows the business summary figures", () => {
    mockHomeApi();

    renderWithProviders(<HomePage />);

    expect(screen.getByText("250+")).toBeInTheDocument();
    expect(screen.getByText("Happy customers")).toBeInTheDocument();
    expect(screen.getByText("57k+")).toBeInTheDocument();
    expect(screen.getByText("Annual revenue")).toBeInTheDocument();
    expect(screen.getByText("20+")).toBeInTheDocument();
    expect(screen.getByText("New reviews")).toBeInTheDocument();
  });

  it("links each gallery thumbnail to its painting, and the '+ 23' tile to the gallery", async () => {
    mockHomeApi();

    renderWithProviders(<HomePage />);

    const gallery = screen.getByRole("region", { name: "Gallery" });
    expect(await within(gallery).findByRole("link", { name: "Study 1 by Lena Ortiz" })).toHaveAttribute(
      "href",
      "/paintings/1",
    );
    expect(within(gallery).getByRole("link", { name: "Study 5 by Lena Ortiz" })).toHaveAttribute(
      "href",
      "/paintings/5",
    );
    expect(within(gallery).getByRole("link", { name: "+ 23 more in the gallery" })).toHaveAttribute(
      "href",
      "/paintings",
    );
  });

  it("shows five gallery thumbnails and the '+ 23' tile", async () => {
    mockHomeApi();

    renderWithProviders(<HomePage />);

    const gallery = screen.getByRole("region", { name: "Gallery" });
    const thumbnails = await within(gallery).findAllByRole("img");
    expect(thumbnails).toHaveLength(5);
    for (const image of thumbnails) {
      expect(image).toHaveAttribute("loading", "lazy");
      expect(image).toHaveAttribute("width", "400");
      expect(image).toHaveAttribute("height", "400");
    }
    expect(within(gallery).getByRole("img", { name: "Study 1 by Lena Ortiz" })).toBeInTheDocument();
    expect(within(gallery).getByText("+ 23")).toBeInTheDocument();
  });

  it("has the sections in order, ending with the article teaser", async () => {
    mockHomeApi();

    renderWithProviders(<HomePage />);

    expect(await screen.findByText("Lovely shop.")).toBeInTheDocument();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      "Tools for your next painting",
      "Trusted by painters everywhere",
      "What our customers say",
      "Gallery",
      "Inside a painter's studio",
    ]);
    expect(screen.getByRole("link", { name: "Join our mailing list to read more" })).toHaveAttribute("href", "/signup");
    expect(document.title).toBe("Home | Brush & Canvas");
  });

  it("paints the tools, reviews and paintings its page came with, asking the API for nothing", async () => {
    const page = new DOMParser().parseFromString(
      `<script id="initial-data" type="application/json">${JSON.stringify({
        tools,
        reviews: [{ _id: 1, name: "Ana", review: "Lovely shop." }],
        paintings,
      })}</script>`,
      "text/html",
    );
    // The app's own query client (its staleTime), seeded the way the app seeds it.
    const queryClient = seedQueryCache(createQueryClient(), readInitialData(page));

    renderWithProviders(<HomePage />, { queryClient });

    // On the first render: no loading state in between.
    const card = screen.getByRole("heading", { name: "Sable round brush" }).closest("article")!;
    expect(within(card).getByText("$24.50 incl. VAT")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Palette knife" })).toBeInTheDocument();
    expect(screen.getByText("Lovely shop.")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Gallery" })).getAllByRole("img")).toHaveLength(5);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    // Inside act: the slider starts in a later task meanwhile (a React update).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it("says so when there are no tools yet", async () => {
    mockApi({
      "/api/tools?ordering=-_id&limit=6": paginated([]),
      "/api/review?limit=6": paginated([]),
      "/api/paintings": [],
    });

    renderWithProviders(<HomePage />);

    expect(await screen.findByText("No tools yet.")).toBeInTheDocument();
  });
});
