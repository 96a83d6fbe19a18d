import { screen } from "@testing-library/react";
import { renderWithProviders } from "@/testing/test-utils";
import { NotFoundPage } from "./not-found";

describe("NotFoundPage", () => {
  it("apologises with the exact text and links back home", () => {
    renderWithProviders(<NotFoundPage />);

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Sorry the page you're looking for dosen't exist.",
    );
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    expect(document.title).toBe("Page not found | Brush & Canvas");
  });
});
