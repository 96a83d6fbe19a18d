export const certificateKeys = {
  all: ["certificates"] as const,
  check: (code: string) => [...certificateKeys.all, "check", code] as const,
  ofOrder: (orderId: string | number) => [...certificateKeys.all, "order", String(orderId)] as const,
  provenance: (paintingId: number) => [...certificateKeys.all, "provenance", paintingId] as const,
};
