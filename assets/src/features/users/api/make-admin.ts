import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { userKeys } from "@/lib/query-keys";

/** PUT /api/user/admin/{email} (admins only): how many users became admins (0 if already one). */
export async function makeAdmin(email: string): Promise<number> {
  const { modifiedCount } = await api.put<{ modifiedCount: number }>(`/user/admin/${encodeURIComponent(email)}`);
  return modifiedCount;
}

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    // Refetch even when nothing changed (0: they already were an admin, so the list was stale).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
