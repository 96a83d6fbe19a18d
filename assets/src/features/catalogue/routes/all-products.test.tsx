import { screen } from "@testing-library/react";
import { mockApi, renderWithProviders } from "@/testing/test-utils";
import { AllProductsPage } from "./all-products";

describe("AllProductsPage", () => {
  it("lists every tool from GET /api/tools", async () => {
    mockApi({
      "/api/tools": [
        { _id: 1, name: "Gesso", description: "Acrylic primer.", img: "/g.jpg", price: 12, minimumOrderQuantity: 1, availableQuantity: 9 },
        { _id: 2, name: "Easel", description: "Beech wood.", img: "/e.jpg", price: 89.99, minimumOrderQuantity: 1, availableQuantity: 3 },
      ],
    });

    renderWithProviders(<AllProductsPage />);

    expect(await screen.findByRole("heading", { level: 2, name: "Gesso" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Easel" })).toBeInTheDocument();
    expect(screen.getByText("$89.99")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Purchase Now" }).map((link) => link.getAttribute("href"))).toEqual([
      "/purchase/1",
      "/purchase/2",
    ]);
    expect(document.title).toBe("All tools | Brush & Canvas");
  });
});
