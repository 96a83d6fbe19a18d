export { useUsers } from "./api/get-users";
export { useMakeAdmin } from "./api/make-admin";
export type { ShopUser } from "./types";
export { UsersList } from "./components/users-list";
