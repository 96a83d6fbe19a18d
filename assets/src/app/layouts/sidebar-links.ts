export type SidebarLink = {
  to: string;
  label: string;
  end?: boolean;
  /** Pages under other paths that belong to this link (it shows as the current one there). */
  also?: string[];
};

/** Whether `link` is the current page's link at `pathname`. */
export function isSidebarLinkActive(link: SidebarLink, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  const own = link.end ? path === link.to : path === link.to || path.startsWith(`${link.to}/`);
  return own || (link.also ?? []).some((prefix) => path.startsWith(prefix));
}

const MY_PROFILE: SidebarLink = { to: "/dashboard/myprofile", label: "My Profile" };

/** The dashboard sidebar's links: customers manage orders and reviews, admins manage orders first, then products, categories and brands, users, reviews and shipping. */
export function sidebarLinks(isAdmin: boolean): SidebarLink[] {
  if (isAdmin) {
    return [
      { to: "/dashboard/orders", label: "Orders", also: ["/dashboard/invoices"] },
      { to: "/dashboard/products", label: "Products", also: ["/dashboard/editproduct/", "/dashboard/editpainting/"] },
      { to: "/dashboard/categories", label: "Categories and brands" },
      { to: "/dashboard/addproduct", label: "Add Product" },
      { to: "/dashboard/addpainting", label: "Add Painting" },
      { to: "/dashboard/alluser", label: "Make Admin" },
      { to: "/dashboard/reviews", label: "Reviews" },
      { to: "/dashboard/shipping", label: "Shipping" },
      MY_PROFILE,
    ];
  }
  return [
    // An order's own page and its payment page are parts of My Order.
    { to: "/dashboard", label: "My Order", end: true, also: ["/dashboard/order/", "/dashboard/payment/"] },
    { to: "/dashboard/review", label: "My Review" },
    MY_PROFILE,
  ];
}
