import type { AddressFields } from "@/types/order";

/** The address a customer types: the server adds the country's name. */
export type DeliveryAddressInput = Omit<AddressFields, "countryName">;

/** What a customer sends to order a tool: the server takes the customer and the price from elsewhere. */
export type ToolOrderInput = {
  tool: number;
  toolsQuantity: number;
  deliveryAddress: DeliveryAddressInput;
};

/** What a customer sends to order a painting: one of a kind, so no quantity. */
export type PaintingOrderInput = {
  painting: number;
  deliveryAddress: DeliveryAddressInput;
};

export type PlaceOrderInput = ToolOrderInput | PaintingOrderInput;
