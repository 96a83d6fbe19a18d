import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
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
