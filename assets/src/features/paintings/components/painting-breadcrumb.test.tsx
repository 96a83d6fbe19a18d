import { screen, within } from "@testing-library/react";
import { renderWithProviders } from "@/testing/test-utils";
import { PaintingBreadcrumb } from "./painting-breadcrumb";

describe("PaintingBreadcrumb", () => {
  it("ends with the painting's title as the current page", () => {
    renderWithProviders(<PaintingBreadcrumb title="Sunrise over the Hills" />);

    const trail = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(trail.getAllByRole("listitem")).toHaveLength(3);
    expect(trail.getByText("Sunrise over the Hills")).toHaveAttribute("aria-current", "page");
    expect(trail.getByRole("link", { name: "Paintings" })).not.toHaveAttribute("aria-current");
  });

  it("leads to Home and the gallery while the title is not known yet, naming no current page", () => {
    renderWithProviders(<PaintingBreadcrumb />);

    const trail = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(trail.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/", "/paintings"]);
    expect(trail.getAllByRole("listitem")).toHaveLength(2);
    expect(document.querySelector("[aria-current]")).toBeNull();
  });
});
