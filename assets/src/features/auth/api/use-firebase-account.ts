import { useQuery } from "@tanstack/react-query";
import { meKeys } from "@/lib/query-keys";
import { getFirebaseAccount } from "../account";
import { useAuth } from "../auth-context";

/** The signed-in user's Firebase account (password or not, verified or not); disabled when signed out. */
export function useFirebaseAccount() {
  const { user } = useAuth();
  const email = user?.email ?? "";
  return useQuery({
    queryKey: meKeys.firebaseAccount(email),
    queryFn: getFirebaseAccount,
    enabled: email !== "",
    staleTime: Infinity,
    retry: false,
  });
}
