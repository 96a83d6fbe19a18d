import { screen } from "@testing-library/react";
import { sizeClasses } from "@/testing/class-names";
import { renderWithProviders } from "@/testing/test-utils";
import { PaintingPurchase } from "./painting-purchase";

const painting = { _id: 3, reservedUntil: new Date(2026, 10, 24, 14, 35).toISOString() };

describe("PaintingPurchase", () => {
  it("offers to buy an available painting, telling visitors they sign in first", () => {
    renderWithProviders(<PaintingPurchase painting={painting} state="available" signedIn={false} />);

    expect(screen.getByRole("link", { name: "Buy this painting" })).toHaveAttribute("href", "/paintings/3/buy");
    // The large button: text-base only (text-sm as well would win in the stylesheet).
    expect(sizeClasses(screen.getByRole("link", { name: "Buy this painting" }))).toEqual(["px-8", "py-3", "text-base"]);
    expect(screen.getByText("You'll sign in first; we'll bring you back here.")).toBeInTheDocument();
  });

  it("says someone is buying a reserved painting, until when", () => {
    renderWithProviders(<PaintingPurchase painting={painting} state="reserved" signedIn />);

    expect(screen.getByText("Someone is buying this painting right now")).toBeInTheDocument();
    expect(screen.getByText("Reserved until 14:35")).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("lets the customer holding it pay", () => {
    renderWithProviders(<PaintingPurchase painting={painting} state="reserved" signedIn ownOrderId={41} />);

    expect(screen.getByText("You're buying this painting")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pay now" })).toHaveAttribute("href", "/dashboard/payment/41");
  });

  it("says a sold painting has been sold", () => {
    renderWithProviders(<PaintingPurchase painting={painting} state="sold" signedIn />);

    expect(screen.getByText("This painting has been sold")).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("offers nothing on the buy page itself", () => {
    const { container } = renderWithProviders(
      <PaintingPurchase painting={painting} state="available" signedIn offerToBuy={false} />,
    );

    expect(container).toBeEmptyDOMElement();
  });
});
