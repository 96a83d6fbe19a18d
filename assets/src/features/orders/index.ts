export { useCancelOrder } from "./api/cancel-order";
export { useMyOrders, useOrder } from "./api/get-orders";
export { usePlaceOrder } from "./api/place-order";
export { OrderStatusBadge } from "./components/order-status-badge";
export { orderName } from "./order-name";
