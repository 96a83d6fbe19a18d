export { USERS_PAGE_SIZE, useUsers } from "./api/get-users";
export { useMakeAdmin } from "./api/make-admin";
export { useRemoveAdmin } from "./api/remove-admin";
export type { ShopUser } from "./types";
export { UsersList } from "./components/users-list";
export { UsersSearch } from "./components/users-search";
