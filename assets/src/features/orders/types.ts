/** What a customer sends to order a tool: the server takes the customer and the price from elsewhere. */
export type PlaceOrderInput = {
  tool: number;
  toolsQuantity: number;
};
