export type ShopUser = {
  _id: number;
  email: string;
  name: string;
  role: "admin" | "customer";
};

export type UserListFilters = {
  /** Part of an e-mail or a name; "" for everyone. */
  search: string;
  offset: number;
};
