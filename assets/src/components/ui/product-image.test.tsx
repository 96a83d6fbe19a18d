import { fireEvent, render, screen } from "@testing-library/react";
import { ProductImage } from "./product-image";

describe("ProductImage", () => {
  it("shows the image while it loads", () => {
    render(<ProductImage src="/media/brush.jpg" alt="Sable brush" width={400} height={300} className="size-full" />);

    expect(screen.getByRole("img", { name: "Sable brush" })).toHaveAttribute("src", "/media/brush.jpg");
  });

  it("draws a picture in the same box, with the same name, when the image is broken", () => {
    render(<ProductImage src="/media/gone.jpg" alt="Sable brush" width={400} height={300} className="size-full" />);

    fireEvent.error(screen.getByRole("img", { name: "Sable brush" }));

    const drawing = screen.getByRole("img", { name: "Sable brush" });
    expect(drawing.tagName).toBe("svg");
    expect(drawing).toHaveAttribute("width", "400");
    expect(drawing).toHaveAttribute("height", "300");
    expect(drawing).toHaveAttribute("viewBox", "0 0 400 300");
    expect(drawing).toHaveClass("size-full");
    expect(document.querySelector("img")).toBeNull();
  });

  it("tries again when it is given another image", () => {
    const { rerender } = render(
      <ProductImage src="/media/gone.jpg" alt="View" width={80} height={80} className="size-20" />,
    );
    fireEvent.error(screen.getByRole("img", { name: "View" }));

    rerender(<ProductImage src="/media/other.jpg" alt="View" width={80} height={80} className="size-20" />);

    expect(screen.getByRole("img", { name: "View" })).toHaveAttribute("src", "/media/other.jpg");
  });
});
