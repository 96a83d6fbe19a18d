export type SidebarLink = {
  to: string;
  label: string;
  end?: boolean;
};

const MY_PROFILE: SidebarLink = { to: "/dashboard/myprofile", label: "My Profile" };

/** The dashboard sidebar's links: customers manage orders and reviews, admins manage orders first, then products, users and reviews. */
export function sidebarLinks(isAdmin: boolean): SidebarLink[] {
  if (isAdmin) {
    return [
      { to: "/dashboard/orders", label: "Orders" },
      { to: "/dashboard/products", label: "Products" },
      { to: "/dashboard/addproduct", label: "Add Product" },
      { to: "/dashboard/addpainting", label: "Add Painting" },
      { to: "/dashboard/alluser", label: "Make Admin" },
      { to: "/dashboard/reviews", label: "Reviews" },
      MY_PROFILE,
    ];
  }
  return [
    { to: "/dashboard", label: "My Order", end: true },
    { to: "/dashboard/review", label: "My Review" },
    MY_PROFILE,
  ];
}
