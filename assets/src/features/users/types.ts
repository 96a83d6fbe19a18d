export type ShopUser = {
  _id: number;
  email: string;
  name: string;
  role: "admin" | "customer";
};
