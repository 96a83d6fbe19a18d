import { isSidebarLinkActive, sidebarLinks } from "./sidebar-links";

describe("sidebarLinks", () => {
  it("gives customers My Order and My Review, then their profile", () => {
    expect(sidebarLinks(false).map(({ to, label }) => [label, to])).toEqual([
      ["My Order", "/dashboard"],
      ["My Review", "/dashboard/review"],
      ["My Profile", "/dashboard/myprofile"],
    ]);
  });

  it("gives admins Orders first, then Products, Categories and brands, Add Product, Add Painting, Make Admin, Reviews and Shipping, then their profile", () => {
    expect(sidebarLinks(true).map(({ to, label }) => [label, to])).toEqual([
      ["Orders", "/dashboard/orders"],
      ["Products", "/dashboard/products"],
      ["Categories and brands", "/dashboard/categories"],
      ["Add Product", "/dashboard/addproduct"],
      ["Add Painting", "/dashboard/addpainting"],
      ["Make Admin", "/dashboard/alluser"],
      ["Reviews", "/dashboard/reviews"],
      ["Shipping", "/dashboard/shipping"],
      ["My Profile", "/dashboard/myprofile"],
    ]);
  });

  it("never gives customers the orders dashboard", () => {
    expect(sidebarLinks(false).map(({ to }) => to)).not.toContain("/dashboard/orders");
  });
});

describe("isSidebarLinkActive", () => {
  const [myOrder, myReview] = sidebarLinks(false);
  const [orders] = sidebarLinks(true);

  it.each([
    ["/dashboard", true],
    ["/dashboard/", true],
    ["/dashboard/payment/12", true],
    ["/dashboard/order/12", true],
    ["/dashboard/review", false],
    ["/dashboard/myprofile", false],
  ])("My Order at %s: %s", (pathname, active) => {
    expect(isSidebarLinkActive(myOrder, pathname)).toBe(active);
  });

  it("matches a link's own pages, not its neighbours'", () => {
    expect(isSidebarLinkActive(myReview, "/dashboard/review")).toBe(true);
    expect(isSidebarLinkActive(myReview, "/dashboard/reviews")).toBe(false);
    expect(isSidebarLinkActive(orders, "/dashboard/orders/7")).toBe(true);
  });

  it("shows Orders as the current page on the month's invoices, linked from it", () => {
    expect(isSidebarLinkActive(orders, "/dashboard/invoices")).toBe(true);
  });
});
