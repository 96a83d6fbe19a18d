import { sidebarLinks } from "./sidebar-links";

describe("sidebarLinks", () => {
  it("gives customers My Order and My Review, then their profile", () => {
    expect(sidebarLinks(false).map(({ to, label }) => [label, to])).toEqual([
      ["My Order", "/dashboard"],
      ["My Review", "/dashboard/review"],
      ["My Profile", "/dashboard/myprofile"],
    ]);
  });

  it("gives admins Make Admin, Add Product and Reviews, then their profile", () => {
    expect(sidebarLinks(true).map(({ to, label }) => [label, to])).toEqual([
      ["Make Admin", "/dashboard/alluser"],
      ["Add Product", "/dashboard/addproduct"],
      ["Reviews", "/dashboard/reviews"],
      ["My Profile", "/dashboard/myprofile"],
    ]);
  });
});
