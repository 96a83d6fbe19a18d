import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi, renderWithProviders, signedInAs, signedOut } from "@/testing/test-utils";
import { NavBar } from "./nav-bar";

describe("NavBar", () => {
  it("offers Login and no Dashboard or Sign Out to a visitor", () => {
    renderWithProviders(<NavBar />, { auth: signedOut });

    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Brush & Canvas/ })).toHaveAttribute("href", "/");
    for (const [label, href] of [
      ["Home", "/home"],
      ["Purchase", "/allproduct"],
      ["Blog", "/blog"],
      ["My Portfolio", "/myportfolio"],
      ["Login", "/login"],
    ]) {
      expect(screen.getByRole("link", { name: label })).toHaveAttribute("href", href);
    }
    expect(screen.queryByRole("link", { name: "Dashboard" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign Out" })).not.toBeInTheDocument();
  });

  it("offers Dashboard and Sign Out instead of Login when signed in", async () => {
    const signOut = jest.fn(async () => {});
    renderWithProviders(<NavBar />, { auth: signedInAs("ana@example.com", signOut) });

    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Sign Out" }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it("opens the small-screen menu with its button and closes it on Escape", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NavBar />);

    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-controls", "primary-menu");
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");

    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes the small-screen menu when a link is followed", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NavBar />);

    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    await user.click(screen.getByRole("link", { name: "Blog" }));

    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the small-screen menu when focus leaves it, so nothing focused hides under it", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <NavBar />
        <input aria-label="Search" />
      </>,
    );

    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    screen.getByRole("link", { name: "Login" }).focus();
    await user.tab();

    expect(screen.getByRole("textbox", { name: "Search" })).toHaveFocus();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("counts a customer's orders waiting to be paid beside Dashboard, and not an admin's", async () => {
    const order = (id: number, payable: boolean) => ({ _id: id, status: payable ? "pending" : "paid", payable });
    mockApi({ "/api/mypurchase?customer=ana%40example.com": [order(1, true), order(2, false), order(3, true)] });
    const { unmount } = renderWithProviders(<NavBar />, { auth: signedInAs("ana@example.com") });

    expect(await screen.findByRole("link", { name: "Dashboard 2 unpaid" })).toHaveAttribute("href", "/dashboard");
    unmount();

    renderWithProviders(<NavBar />, { auth: signedInAs("root@example.com", undefined, { role: "admin" }) });
    expect(screen.getByRole("link", { name: "Dashboard" })).toBeInTheDocument();
  });

  it("has one menu on a dashboard page: the drawer's button, not the shop's menu", () => {
    renderWithProviders(<NavBar />, { route: "/dashboard/review", auth: signedInAs("ana@example.com") });

    expect(screen.getByRole("button", { name: "Dashboard menu" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Menu" })).not.toBeInTheDocument();
  });

  it("shows the dashboard sidebar button on dashboard pages only", async () => {
    const { unmount } = renderWithProviders(<NavBar />, { route: "/home" });
    expect(screen.queryByRole("button", { name: "Dashboard menu" })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<NavBar />, { route: "/dashboard/review", auth: signedInAs("ana@example.com") });
    const sidebarToggle = screen.getByRole("button", { name: "Dashboard menu" });
    expect(sidebarToggle).toHaveAttribute("aria-controls", "dashboard-sidebar");
    expect(sidebarToggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(sidebarToggle);
    expect(sidebarToggle).toHaveAttribute("aria-expanded", "true");
  });
});
