import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { DashboardSidebarProvider } from "@/components/layout/dashboard-sidebar";
import { AuthProvider } from "@/features/auth";
import { createQueryClient } from "@/lib/query-client";

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <DashboardSidebarProvider>{children}</DashboardSidebarProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
