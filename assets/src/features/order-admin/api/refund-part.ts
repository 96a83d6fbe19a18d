import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminOrderKeys } from "./keys";
import type { AdminOrderDetail, RefundPartInput } from "../types";

/**
 * The documents feature's key prefix (its keys.ts): a part refund makes a credit note, which
 * the order's documents and the month's books list. Written out here: no feature imports another.
 */
const DOCUMENTS_KEY = ["documents"] as const;

/**
 * POST /api/manage/orders/{id}/refund-part (admins): gives back part of the order's line, or
 * its parcel's shipping, through Stripe with a credit note. Answers the order as GET does
 * (400 with field errors, 409 when it cannot go back, 503 when Stripe is out of reach).
 */
export function refundPart({ id, ...input }: RefundPartInput & { id: number }): Promise<AdminOrderDetail> {
  return api.post<AdminOrderDetail>(`/manage/orders/${id}/refund-part`, input);
}

/** Shows the answer at once, then fetches the order, the lists and the documents again. */
export function useRefundPart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPart,
    onSuccess: async (order) => {
      queryClient.setQueryData(adminOrderKeys.detail(order._id), order);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
        queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
      ]);
    },
  });
}
