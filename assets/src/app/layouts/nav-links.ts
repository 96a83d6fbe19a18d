export type NavItem = {
  to: string;
  label: string;
};

/**
 * The top navigation's links, in order (SPEC §2 "Top navigation", and Paintings after Home:
 * issue 15). Sign Out is a button, drawn apart.
 */
export function visibleNavLinks(signedIn: boolean): NavItem[] {
  return [
    { to: "/home", label: "Home" },
    { to: "/paintings", label: "Paintings" },
    { to: "/allproduct", label: "Purchase" },
    { to: "/blog", label: "Blog" },
    { to: "/myportfolio", label: "My Portfolio" },
    signedIn ? { to: "/dashboard", label: "Dashboard" } : { to: "/login", label: "Login" },
  ];
}

export function isDashboardPath(pathname: string): boolean {
  return pathname === "/dashboard" || pathname.startsWith("/dashboard/");
}
