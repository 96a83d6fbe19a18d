import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { jsonResponse, mockApi, renderWithProviders } from "@/testing/test-utils";
import { PurchasePage } from "./purchase";

function renderPurchase(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/purchase/:purchaseId" element={<PurchasePage />} />
    </Routes>,
    { route: path },
  );
}

describe("PurchasePage", () => {
  it("shows the tool and that ordering opens soon", async () => {
    mockApi({
      "/api/tools/5": {
        _id: 5,
        name: "Linen canvas",
        description: "Primed, 40 x 50 cm.",
        img: "/media/canvas.jpg",
        price: 18,
        minimumOrderQuantity: 3,
        availableQuantity: 30,
      },
    });

    renderPurchase("/purchase/5");

    expect(await screen.findByRole("heading", { level: 1, name: "Linen canvas" })).toBeInTheDocument();
    expect(screen.getByText("$18.00")).toBeInTheDocument();
    expect(screen.getByText("Ordering opens soon.")).toBeInTheDocument();
  });

  it("says the tool was not found on a 404", async () => {
    mockApi({ "/api/tools/404": () => jsonResponse({ detail: "Not found.", code: "not_found" }, 404) });

    renderPurchase("/purchase/404");

    expect(await screen.findByRole("heading", { name: "Tool not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See all tools" })).toHaveAttribute("href", "/allproduct");
  });
});
