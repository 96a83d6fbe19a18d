import { isDashboardPath, visibleNavLinks } from "./nav-links";

describe("visibleNavLinks", () => {
  it("shows Login but not Dashboard when signed out", () => {
    expect(visibleNavLinks(false)).toEqual([
      { to: "/home", label: "Home" },
      { to: "/paintings", label: "Paintings" },
      { to: "/allproduct", label: "Purchase" },
      { to: "/blog", label: "Blog" },
      { to: "/myportfolio", label: "My Portfolio" },
      { to: "/login", label: "Login" },
    ]);
  });

  it("shows Dashboard but not Login when signed in", () => {
    const labels = visibleNavLinks(true).map((link) => link.label);
    expect(labels).toEqual(["Home", "Paintings", "Purchase", "Blog", "My Portfolio", "Dashboard"]);
    expect(visibleNavLinks(true)).toContainEqual({ to: "/dashboard", label: "Dashboard" });
  });
});

describe("isDashboardPath", () => {
  it("matches the dashboard and its pages only", () => {
    expect(isDashboardPath("/dashboard")).toBe(true);
    expect(isDashboardPath("/dashboard/review")).toBe(true);
    expect(isDashboardPath("/dashboards")).toBe(false);
    expect(isDashboardPath("/home")).toBe(false);
  });
});
