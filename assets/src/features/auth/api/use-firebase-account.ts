import { useQuery } from "@tanstack/react-query";
import { meKeys } from "@/lib/query-keys";
import { getFirebaseAccount } from "../account";
import { useAuth } from "../auth-context";

/**
 * The signed-in user's Firebase account (password or not, verified or not); disabled when
 * signed out, or when the caller already knows what it needs (`enabled: false`).
 */
export function useFirebaseAccount({ enabled = true }: { enabled?: boolean } = {}) {
  const { user } = useAuth();
  const email = user?.email ?? "";
  return useQuery({
    queryKey: meKeys.firebaseAccount(email),
    queryFn: getFirebaseAccount,
    enabled: enabled && email !== "",
    staleTime: Infinity,
    retry: false,
  });
}
