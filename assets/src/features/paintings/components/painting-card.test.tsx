import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { aPainting } from "@/testing/paintings";
import { renderWithProviders } from "@/testing/test-utils";
import { PaintingCard, PaintingList } from "./painting-card";

describe("PaintingCard", () => {
  it("is one link, one tab stop, named by the title and described by the rest", async () => {
    renderWithProviders(
      <PaintingCard painting={aPainting(3, { title: "Lavender Field", price: 850, framed: false })} />,
    );

    const link = screen.getByRole("link", { name: "Lavender Field" });
    expect(link).toHaveAttribute("href", "/paintings/3");
    expect(link).toHaveAccessibleDescription("Claire Dubois Oil, 60 × 45 cm $850.00 incl. VAT Available");
    expect(screen.getAllByRole("link")).toHaveLength(1);
    await userEvent.tab();
    expect(link).toHaveFocus();
  });

  it("draws a picture when the painting's image is broken", () => {
    renderWithProviders(<PaintingCard painting={aPainting(3)} />);

    fireEvent.error(screen.getByRole("img", { name: "Painting 3 by Claire Dubois" }));

    const drawing = screen.getByRole("img", { name: "Painting 3 by Claire Dubois" });
    expect(drawing.tagName).toBe("svg");
    expect(drawing).toHaveAttribute("width", "400");
  });

  it("frames each painting at its own proportions, within bounds, sized before the image loads", () => {
    const box = (widthCm: number, heightCm: number) => {
      const { unmount } = renderWithProviders(<PaintingCard painting={aPainting(3, { widthCm, heightCm })} />);
      const image = screen.getByRole("img");
      const found = {
        ratio: image.parentElement?.style.aspectRatio,
        width: image.getAttribute("width"),
        height: image.getAttribute("height"),
      };
      unmount();
      return found;
    };

    expect(box(120, 60)).toEqual({ ratio: "2", width: "400", height: "200" });
    expect(box(60, 45).ratio).toBe(String(60 / 45));
    expect(box(50, 50).ratio).toBe("1");
    // A long strip or a tall scroll stays within 2:1 and 3:4; its image keeps its own shape.
    expect(box(300, 50)).toEqual({ ratio: "2", width: "400", height: "67" });
    expect(box(30, 90).ratio).toBe("0.75");
  });
});

describe("PaintingList", () => {
  it("loads the first row at once, the first image first, the rest lazily", () => {
    renderWithProviders(<PaintingList paintings={[1, 2, 3, 4].map((id) => aPainting(id))} />);

    const images = screen.getAllByRole("img");
    expect(images.map((image) => image.getAttribute("loading"))).toEqual(["eager", "eager", "eager", "lazy"]);
    expect(images.map((image) => image.getAttribute("fetchpriority"))).toEqual(["high", null, null, null]);
  });
});
