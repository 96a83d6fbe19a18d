import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { DASHBOARD_SIDEBAR_ID, useDashboardSidebar } from "@/components/layout/dashboard-sidebar";
import { mockMatchMedia, phone, restoreMatchMedia } from "@/testing/media-query";
import { mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { DashboardLayout } from "./dashboard";

function renderDashboard(admin: boolean) {
  const fetch = mockApi({ "/api/admin/ana%40example.com": { admin } });
  renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<DashboardLayout />}>
        <Route index element={<p>Orders page</p>} />
      </Route>
    </Routes>,
    { route: "/dashboard", auth: signedInAs("ana@example.com") },
  );
  return fetch;
}

describe("DashboardLayout", () => {
  it("shows a spinner in the sidebar while the admin check loads", () => {
    mockApi({ "/api/admin/ana%40example.com": () => new Promise<Response>(() => {}) });
    renderWithProviders(
      <Routes>
        <Route path="/dashboard" element={<DashboardLayout />} />
      </Routes>,
      { route: "/dashboard", auth: signedInAs("ana@example.com") },
    );

    expect(screen.getByRole("status")).toHaveTextContent("Loading your menu…");
    expect(screen.queryByRole("link", { name: "My Order" })).not.toBeInTheDocument();
  });

  it("shows a customer's links in a w-64 sidebar beside the page", async () => {
    renderDashboard(false);

    expect(await screen.findByRole("link", { name: "My Order" })).toHaveAttribute("href", "/dashboard");
    expect(screen.getByRole("link", { name: "My Review" })).toHaveAttribute("href", "/dashboard/review");
    expect(screen.getByRole("link", { name: "My Profile" })).toHaveAttribute("href", "/dashboard/myprofile");
    expect(screen.queryByRole("link", { name: "Make Admin" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Add Product" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Add Painting" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Orders" })).not.toBeInTheDocument();
    expect(screen.getByRole("complementary", { name: "Dashboard" })).toHaveClass("w-64");
    expect(screen.getByText("Orders page")).toBeInTheDocument();
  });

  it("counts the customer's orders waiting to be paid beside My Order", async () => {
    const order = (id: number, payable: boolean) => ({ _id: id, status: payable ? "pending" : "paid", payable });
    mockApi({
      "/api/admin/ana%40example.com": { admin: false },
      "/api/mypurchase?customer=ana%40example.com": [order(1, true), order(2, false), order(3, true)],
    });
    renderWithProviders(
      <Routes>
        <Route path="/dashboard" element={<DashboardLayout />} />
      </Routes>,
      { route: "/dashboard", auth: signedInAs("ana@example.com") },
    );

    expect(await screen.findByRole("link", { name: "My Order 2 unpaid" })).toHaveAttribute("href", "/dashboard");
  });

  it("shows an admin's links after asking the server", async () => {
    const fetch = renderDashboard(true);

    expect(await screen.findByRole("link", { name: "Make Admin" })).toHaveAttribute("href", "/dashboard/alluser");
    expect(screen.getByRole("link", { name: "Add Product" })).toHaveAttribute("href", "/dashboard/addproduct");
    expect(screen.getByRole("link", { name: "Products" })).toHaveAttribute("href", "/dashboard/products");
    expect(screen.getByRole("link", { name: "Add Painting" })).toHaveAttribute("href", "/dashboard/addpainting");
    const sidebar = screen.getByRole("navigation", { name: "Dashboard" });
    expect(within(sidebar).getAllByRole("link")[0]).toHaveAccessibleName("Orders");
    expect(within(sidebar).getAllByRole("link")[0]).toHaveAttribute("href", "/dashboard/orders");
    expect(screen.queryByRole("link", { name: "My Order" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "My Review" })).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith("/api/admin/ana%40example.com", expect.anything());
  });
});

describe("DashboardLayout's drawer on a phone", () => {
  afterEach(restoreMatchMedia);

  function PageWithDrawer() {
    const { open, toggle } = useDashboardSidebar();
    return (
      <>
        <header>
          <button type="button" aria-controls={DASHBOARD_SIDEBAR_ID} aria-expanded={open} onClick={toggle}>
            Dashboard menu
          </button>
        </header>
        <Routes>
          <Route path="/dashboard" element={<DashboardLayout />}>
            <Route index element={<a href="/somewhere">Orders page link</a>} />
          </Route>
        </Routes>
        <footer>
          <a href="/blog">Footer link</a>
        </footer>
      </>
    );
  }

  it("takes focus, keeps Tab inside, makes the page behind inert, and gives focus back on Escape", async () => {
    mockMatchMedia(phone);
    mockApi({ "/api/admin/ana%40example.com": { admin: false } });
    renderWithProviders(<PageWithDrawer />, { route: "/dashboard", auth: signedInAs("ana@example.com") });
    const button = screen.getByRole("button", { name: "Dashboard menu" });
    await screen.findByRole("link", { name: "My Order" });

    await userEvent.click(button);

    const drawer = screen.getByRole("dialog", { name: "Dashboard" });
    expect(drawer).toHaveAttribute("aria-modal", "true");
    expect(screen.getByRole("link", { name: "My Order" })).toHaveFocus();
    expect(screen.getByText("Footer link").closest("footer")).toHaveAttribute("inert");
    expect(screen.getByText("Orders page link").parentElement).toHaveAttribute("inert");
    expect(button.closest("header")).not.toHaveAttribute("inert");

    await userEvent.tab();
    expect(screen.getByRole("link", { name: "My Review" })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "My Profile" })).toHaveFocus();
    // Then the shop's own links and Sign Out: on a phone the drawer is the one menu.
    const shop = within(screen.getByRole("navigation", { name: "Shop" }));
    for (const name of ["Home", "Paintings", "Purchase", "Blog", "My Portfolio"]) {
      await userEvent.tab();
      expect(shop.getByRole("link", { name })).toHaveFocus();
    }
    await userEvent.tab();
    expect(shop.getByRole("button", { name: "Sign Out" })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "My Order" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(shop.getByRole("button", { name: "Sign Out" })).toHaveFocus();

    await userEvent.keyboard("{Escape}");

    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByText("Footer link").closest("footer")).not.toHaveAttribute("inert");
    expect(screen.getByText("Orders page link").parentElement).not.toHaveAttribute("inert");
  });

  it("is a plain sidebar, not a dialog, on a wide screen even when its state is open", async () => {
    mockMatchMedia(() => false);
    mockApi({ "/api/admin/ana%40example.com": { admin: false } });
    renderWithProviders(<PageWithDrawer />, { route: "/dashboard", auth: signedInAs("ana@example.com") });
    await screen.findByRole("link", { name: "My Order" });

    await userEvent.click(screen.getByRole("button", { name: "Dashboard menu" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByText("Footer link").closest("footer")).not.toHaveAttribute("inert");
  });
});

describe("DashboardLayout's current link", () => {
  it("highlights My Order on an order's payment page", async () => {
    mockApi({ "/api/admin/ana%40example.com": { admin: false } });
    renderWithProviders(
      <Routes>
        <Route path="/dashboard" element={<DashboardLayout />}>
          <Route path="payment/:id" element={<p>Payment page</p>} />
        </Route>
      </Routes>,
      { route: "/dashboard/payment/12", auth: signedInAs("ana@example.com") },
    );

    const myOrder = await screen.findByRole("link", { name: "My Order" });
    expect(myOrder).toHaveAttribute("aria-current", "page");
    expect(myOrder).toHaveClass("bg-terracotta-700");
    expect(screen.getByRole("link", { name: "My Review" })).not.toHaveAttribute("aria-current");
  });
});
