import { screen, within } from "@testing-library/react";
import { renderWithProviders, signedInAs, signedOut } from "@/testing/test-utils";
import { Footer } from "./footer";

function footerLink(name: string) {
  return within(screen.getByRole("navigation", { name: "Footer" })).queryByRole("link", { name });
}

describe("Footer", () => {
  it("offers a visitor the gallery, the tools and Sign Up", () => {
    renderWithProviders(<Footer />, { auth: signedOut });

    expect(footerLink("Paintings")).toHaveAttribute("href", "/paintings");
    expect(footerLink("All tools")).toHaveAttribute("href", "/allproduct");
    expect(footerLink("Sign Up")).toHaveAttribute("href", "/signup");
    expect(footerLink("Dashboard")).not.toBeInTheDocument();
  });

  it("offers a signed-in customer their dashboard instead of Sign Up", () => {
    renderWithProviders(<Footer />, { auth: signedInAs("ana@example.com") });

    expect(footerLink("Dashboard")).toHaveAttribute("href", "/dashboard");
    expect(footerLink("Sign Up")).not.toBeInTheDocument();
  });
});
