export { OpenReturnsFilter } from "./components/open-returns-filter";
export { OrderReturnSection } from "./components/order-return";
export { ReturnAdminSection } from "./components/return-admin-section";
export type { OrderReturn, ReturnInfo, StaffReturn } from "./types";
