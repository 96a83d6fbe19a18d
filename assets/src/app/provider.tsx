import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { DashboardSidebarProvider } from "@/components/layout/dashboard-sidebar";
import { AuthProvider } from "@/features/auth";
import { createQueryClient } from "@/lib/query-client";
import { seedQueryCache } from "./initial-data";

type AppProviderProps = {
  children: ReactNode;
  /** Where signing out leads (the router lives inside these providers). */
  onSignedOut?: () => void | Promise<void>;
};

export function AppProvider({ children, onSignedOut }: AppProviderProps) {
  // Seeded before the first render: Home paints the data its page came with.
  const [queryClient] = useState(() => seedQueryCache(createQueryClient()));
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider onSignedOut={onSignedOut}>
        <DashboardSidebarProvider>{children}</DashboardSidebarProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
