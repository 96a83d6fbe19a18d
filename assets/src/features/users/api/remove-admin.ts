import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { userKeys } from "@/lib/query-keys";

/**
 * DELETE /api/user/admin/{email} (admins only): takes the admin role back; how many users
 * changed (0 if they were no admin). 409 for yourself and for the shop's last admin.
 */
export async function removeAdmin(email: string): Promise<number> {
  const { modifiedCount } = await api.delete<{ modifiedCount: number }>(`/user/admin/${encodeURIComponent(email)}`);
  return modifiedCount;
}

export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
