import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "@/lib/api-client";
import { meKeys, orderKeys } from "@/lib/query-keys";
import type { Me, MeUpdate } from "../types";

/** GET /api/me: the signed-in user's account. */
export function getMe(signal?: AbortSignal): Promise<Me> {
  return api.get<Me>("/me", { signal });
}

export function useMe() {
  return useQuery({ queryKey: meKeys.all, queryFn: ({ signal }) => getMe(signal) });
}

/** PATCH /api/me: answers the account as it now is (400: field errors under `name` or `deliveryAddress.<field>`). */
export function updateMe(changes: MeUpdate): Promise<Me> {
  return api.patch<Me>("/me", changes);
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => {
      queryClient.setQueryData(meKeys.all, me);
      void queryClient.invalidateQueries({ queryKey: meKeys.all });
      // The order forms start from the saved address.
      void queryClient.invalidateQueries({ queryKey: orderKeys.deliveryAddress() });
    },
  });
}

export const EXPORT_FILE_NAME = "brush-and-canvas-my-data.json";

/** GET /api/me/export: the account, its orders and reviews, as one JSON document. */
export function exportMyData(): Promise<unknown> {
  return api.get<unknown>("/me/export");
}

/** DELETE /api/me {confirm: the account's e-mail}: 204 (400 confirmation_mismatch, 409 orders_in_progress / admin_account). */
export function deleteMe(confirm: string): Promise<void> {
  return apiRequest<void>("/me", { method: "DELETE", body: { confirm } });
}

/** POST /api/me/sign-out-everywhere: 204; every session of the account ends, this one too (503 when Firebase cannot be asked). */
export function signOutEverywhere(): Promise<void> {
  return apiRequest<void>("/me/sign-out-everywhere", { method: "POST" });
}
