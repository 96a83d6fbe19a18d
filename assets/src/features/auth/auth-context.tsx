import { createContext, useContext, useMemo, type ReactNode } from "react";
import { ACCESS_TOKEN_KEY } from "@/lib/api-client";

export type AuthUser = {
  email: string;
  name?: string;
};

export type AuthState = {
  user: AuthUser | null;
  loading: boolean;
  signOut: () => Promise<void>;
};

export const AuthContext = createContext<AuthState | null>(null);

async function signOut(): Promise<void> {
  // Ends our side of the session; the identity service's sign-out joins it later.
  localStorage.removeItem(ACCESS_TOKEN_KEY);
}

/**
 * Who is signed in. Nobody can sign in yet: the identity service (Firebase)
 * replaces the body of this provider, and nothing that calls useAuth() changes.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const value = useMemo<AuthState>(() => ({ user: null, loading: false, signOut }), []);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside <AuthProvider>");
  return state;
}
