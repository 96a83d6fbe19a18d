import { sidebarLinks } from "./sidebar-links";

describe("sidebarLinks", () => {
  it("gives customers My Order and My Review, then their profile", () => {
    expect(sidebarLinks(false).map(({ to, label }) => [label, to])).toEqual([
      ["My Order", "/dashboard"],
      ["My Review", "/dashboard/review"],
      ["My Profile", "/dashboard/myprofile"],
    ]);
  });

  it("gives admins Orders first, then Make Admin, Add Product and Reviews, then their profile", () => {
    expect(sidebarLinks(true).map(({ to, label }) => [label, to])).toEqual([
      ["Orders", "/dashboard/orders"],
      ["Make Admin", "/dashboard/alluser"],
      ["Add Product", "/dashboard/addproduct"],
      ["Reviews", "/dashboard/reviews"],
      ["My Profile", "/dashboard/myprofile"],
    ]);
  });

  it("never gives customers the orders dashboard", () => {
    expect(sidebarLinks(false).map(({ to }) => to)).not.toContain("/dashboard/orders");
  });
});
