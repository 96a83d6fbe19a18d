import { sidebarLinks } from "./sidebar-links";

describe("sidebarLinks", () => {
  it("gives customers My Order and My Review", () => {
    expect(sidebarLinks(false).map(({ to, label }) => [label, to])).toEqual([
      ["My Order", "/dashboard"],
      ["My Review", "/dashboard/review"],
    ]);
  });

  it("gives admins Make Admin and Add Product", () => {
    expect(sidebarLinks(true).map(({ to, label }) => [label, to])).toEqual([
      ["Make Admin", "/dashboard/alluser"],
      ["Add Product", "/dashboard/addproduct"],
    ]);
  });
});
