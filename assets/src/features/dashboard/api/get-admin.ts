import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const adminKeys = {
  status: (email: string) => ["admin", email] as const,
};

/** GET /api/admin/{email}: whether that user is an admin. */
export async function getIsAdmin(email: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await api.get<{ admin: boolean }>(`/admin/${encodeURIComponent(email)}`, { signal });
  return Boolean(answer.admin);
}

export function useIsAdmin(email: string | undefined) {
  return useQuery({
    queryKey: adminKeys.status(email ?? ""),
    queryFn: ({ signal }) => getIsAdmin(email as string, signal),
    enabled: Boolean(email),
  });
}
