import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

/**
 * Whether the dashboard sidebar is open on small screens. The top navigation
 * toggles it and the dashboard layout shows it, so the state lives here.
 */
type DashboardSidebarState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
};

const DashboardSidebarContext = createContext<DashboardSidebarState | null>(null);

export const DASHBOARD_SIDEBAR_ID = "dashboard-sidebar";

export function DashboardSidebarProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open, setOpen, toggle: () => setOpen((current) => !current) }), [open]);
  return <DashboardSidebarContext.Provider value={value}>{children}</DashboardSidebarContext.Provider>;
}

export function useDashboardSidebar(): DashboardSidebarState {
  const state = useContext(DashboardSidebarContext);
  if (!state) throw new Error("useDashboardSidebar must be used inside <DashboardSidebarProvider>");
  return state;
}
