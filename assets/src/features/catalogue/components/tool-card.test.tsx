import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/testing/test-utils";
import type { Tool } from "../types";
import { ToolCard } from "./tool-card";
import { ToolList } from "./tool-grid";

const SRCSET = "/media/uploads/tools/k_1200x900.320w.webp 320w, /media/uploads/tools/k_1200x900.640w.webp 640w";

function tool(id: number, imgSrcset: string | null = null): Tool {
  return {
    _id: id,
    name: `Brush ${id}`,
    description: "Soft.",
    img: `/media/uploads/tools/k${id}_1200x900.jpg`,
    imgSrcset,
    price: 5,
    minimumOrderQuantity: 1,
    availableQuantity: 9,
  };
}

describe("ToolCard's image", () => {
  it("has its size set, loads lazily, and has no srcset without copies", () => {
    renderWithProviders(<ToolCard tool={tool(1)} />);

    const image = screen.getByRole("img", { name: "Brush 1" });
    expect(image).toHaveAttribute("width", "400");
    expect(image).toHaveAttribute("height", "300");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).not.toHaveAttribute("fetchpriority");
    expect(image).not.toHaveAttribute("srcset");
    expect(image).not.toHaveAttribute("sizes");
  });

  it("offers the WebP copies with the card's width in the grid", () => {
    renderWithProviders(<ToolCard tool={tool(1, SRCSET)} />);

    const image = screen.getByRole("img", { name: "Brush 1" });
    expect(image).toHaveAttribute("src", "/media/uploads/tools/k1_1200x900.jpg");
    expect(image).toHaveAttribute("srcset", SRCSET);
    expect(image).toHaveAttribute("sizes", expect.stringMatching(/, 47vw$/));
  });
});

describe("ToolCard's stock", () => {
  it("offers 'Purchase Now' while a minimum order is in stock", () => {
    renderWithProviders(<ToolCard tool={{ ...tool(1), minimumOrderQuantity: 3, availableQuantity: 3 }} />);

    expect(screen.getByRole("link", { name: "Purchase Now" })).toHaveAttribute("href", "/purchase/1");
    expect(screen.queryByText("Sold out")).not.toBeInTheDocument();
  });

  it.each([
    ["none left", 0, 1],
    ["fewer left than the minimum order", 2, 3],
    ["none left, without a minimum", 0, 0],
  ])("says 'Sold out' with %s, and offers no purchase", (_, availableQuantity, minimumOrderQuantity) => {
    renderWithProviders(<ToolCard tool={{ ...tool(1), availableQuantity, minimumOrderQuantity }} />);

    expect(screen.getByRole("button", { name: "Sold out", description: "Brush 1" })).toBeDisabled();
    expect(screen.getAllByText("Sold out")).toHaveLength(2);
    expect(screen.queryByRole("link", { name: "Purchase Now" })).not.toBeInTheDocument();
  });
});

describe("ToolCard's broken image", () => {
  it("gives way to a drawing named like the tool, in the same box", () => {
    renderWithProviders(<ToolCard tool={tool(1)} />);

    fireEvent.error(screen.getByRole("img", { name: "Brush 1" }));

    const drawing = screen.getByRole("img", { name: "Brush 1" });
    expect(drawing.tagName).toBe("svg");
    expect(drawing).toHaveAttribute("width", "400");
    expect(drawing).toHaveAttribute("height", "300");
  });
});

describe("ToolList", () => {
  it("at the top of a page, loads the first row at once and the first image first", () => {
    renderWithProviders(<ToolList tools={[1, 2, 3, 4, 5].map((id) => tool(id))} atTop />);

    const images = screen.getAllByRole("img");
    expect(images.map((image) => image.getAttribute("loading"))).toEqual(["eager", "eager", "eager", "lazy", "lazy"]);
    expect(images.map((image) => image.getAttribute("fetchpriority"))).toEqual(["high", null, null, null, null]);
  });

  it("lower on a page, loads every image lazily", () => {
    renderWithProviders(<ToolList tools={[1, 2].map((id) => tool(id))} />);

    expect(screen.getAllByRole("img").map((image) => image.getAttribute("loading"))).toEqual(["lazy", "lazy"]);
  });
});

describe("ToolCard as a whole", () => {
  it("opens the tool from its name, whose link covers the card, and keeps 'Purchase Now' its own tab stop", async () => {
    renderWithProviders(<ToolCard tool={tool(4)} />);

    const name = screen.getByRole("link", { name: "Brush 4" });
    expect(name).toHaveAttribute("href", "/purchase/4");
    expect(name).toHaveClass("after:absolute", "after:inset-0");
    expect(name.closest("article")).toHaveClass("relative");
    const purchase = screen.getByRole("link", { name: "Purchase Now" });
    expect(purchase.parentElement).toHaveClass("relative", "z-10");

    await userEvent.tab();
    expect(name).toHaveFocus();
    await userEvent.tab();
    expect(purchase).toHaveFocus();
  });

  it("has no interactive element inside another", () => {
    const { container } = renderWithProviders(<ToolList tools={[tool(1), tool(2)]} />);

    expect(container.querySelectorAll("a a, a button, button a, button button")).toHaveLength(0);
    expect(screen.getAllByRole("link")).toHaveLength(4);
    expect(screen.getByRole("list")).toHaveClass("grid-cols-2");
  });
});
