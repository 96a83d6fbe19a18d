/** The returns' query keys, kept with the feature: no other feature reads them. */
export const returnKeys = {
  all: ["returns"] as const,
  /** GET /api/orders/{id}/return (the customer's). */
  order: (orderId: number) => [...returnKeys.all, "order", orderId] as const,
  /** GET /api/manage/returns?order={id} (the admins'). */
  staff: (orderId: number) => [...returnKeys.all, "staff", orderId] as const,
};
