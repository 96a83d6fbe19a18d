import { screen } from "@testing-library/react";
import { renderWithProviders } from "@/testing/test-utils";
import { CreatedNotice } from "./created-notice";

describe("CreatedNotice", () => {
  it("names what was added, links to its page and its edit page, and takes focus", () => {
    renderWithProviders(
      <CreatedNotice
        created={{
          name: "Glass palette",
          viewTo: "/purchase/40",
          viewLabel: "See its page",
          editTo: "/dashboard/editproduct/40",
        }}
      />,
    );

    const notice = screen.getByText("Added “Glass palette”.").parentElement;
    expect(notice).toHaveFocus();
    expect(screen.getByRole("link", { name: "See its page" })).toHaveAttribute("href", "/purchase/40");
    expect(screen.getByRole("link", { name: "Edit it" })).toHaveAttribute("href", "/dashboard/editproduct/40");
  });
});
