export { useCancelOrder } from "./api/cancel-order";
export { useMyOrders, useOrder } from "./api/get-orders";
export { orderKeys } from "./api/order-keys";
export { usePlaceOrder } from "./api/place-order";
export { OrderStatusBadge } from "./components/order-status-badge";
export type { Order, OrderStatus, PlaceOrderInput } from "./types";
