export { NOT_CANCELLABLE_MESSAGE, ORDER_CANCELLED_MESSAGE, cancelRefusal, useCancelOrder } from "./api/cancel-order";
export { useCountries, useLastDeliveryAddress } from "./api/delivery-details";
export { useMyOrders, useOrder, usePaintingHold } from "./api/get-orders";
export { HOLDING_LIMITS, PAINTING_REFUSALS, usePlaceOrder } from "./api/place-order";
export { ADDRESS_REMOVED, ADDRESS_SAVED, DefaultAddressForm } from "./components/default-address-form";
export { DeliveryAddressFields } from "./components/delivery-address-fields";
export { MyOrdersList } from "./components/my-orders-list";
export { PurchaseForm } from "./components/purchase-form";
export { OrderHistory, TrackingDetails } from "./components/order-details";
export { cancelledGoesBack } from "./cancel-words";
export { OrderStatusBadge, statusLabel } from "./components/order-status-badge";
export {
  ADDRESS_ERROR_FIELDS,
  EMPTY_DELIVERY_ADDRESS,
  toDeliveryAddressInput,
  type DeliveryAddressFormValues,
} from "./delivery-address";
export { useOrderNow, useOrdersNow } from "./hooks/use-order-now";
export { orderAt, timeLeftText } from "./time-left";
export type { DeliveryAddressInput } from "./types";
export { OrderSummary } from "./components/order-summary";
export { UnpaidBadge } from "./components/unpaid-badge";
