import { useQuery } from "@tanstack/react-query";
import type { Role } from "@/lib/access-token";
import { api } from "@/lib/api-client";
import { adminKeys } from "@/lib/query-keys";

/** GET /api/admin/{email}: whether that user is an admin. */
export async function getIsAdmin(email: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await api.get<{ admin: boolean }>(`/admin/${encodeURIComponent(email.toLowerCase())}`, { signal });
  return answer.admin === true;
}

/**
 * Whether the signed-in user is an admin, as the server says. Until it has said, the token's
 * role (`tokenRole`) stands in as placeholder data (`isPlaceholderData`), for display only:
 * the sidebar draws at once and an admin page starts loading its own data beside this check
 * instead of after it. Every admin request is still checked by the server.
 */
export function useAdmin(email: string | undefined, tokenRole?: Role) {
  return useQuery({
    queryKey: adminKeys.status(email ?? ""),
    queryFn: ({ signal }) => getIsAdmin(email as string, signal),
    enabled: Boolean(email),
    placeholderData: tokenRole ? tokenRole === "admin" : undefined,
  });
}
