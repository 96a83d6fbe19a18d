import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminKeys } from "@/lib/query-keys";

/** GET /api/admin/{email}: whether that user is an admin. */
export async function getIsAdmin(email: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await api.get<{ admin: boolean }>(`/admin/${encodeURIComponent(email.toLowerCase())}`, { signal });
  return answer.admin === true;
}

/** Whether the signed-in user is an admin, as the server says (the token's role is for display only). */
export function useAdmin(email: string | undefined) {
  return useQuery({
    queryKey: adminKeys.status(email ?? ""),
    queryFn: ({ signal }) => getIsAdmin(email as string, signal),
    enabled: Boolean(email),
  });
}
