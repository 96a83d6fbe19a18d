import { useEffect } from "react";
import { NavLink, Outlet, useLocation } from "react-router-dom";
import { DASHBOARD_SIDEBAR_ID, useDashboardSidebar } from "@/components/layout/dashboard-sidebar";
import { ErrorMessage, Spinner, focusRing } from "@/components/ui";
import { useAdmin, useAuth } from "@/features/auth";
import { sidebarLinks } from "@/app/layouts/sidebar-links";

export function DashboardLayout() {
  const { user } = useAuth();
  const admin = useAdmin(user?.email);
  const { open, setOpen } = useDashboardSidebar();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname, setOpen]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, setOpen]);

  let links;
  if (admin.isPending && admin.fetchStatus !== "idle") links = <Spinner label="Loading your menu…" />;
  else if (admin.isError) links = <ErrorMessage error={admin.error} onRetry={() => void admin.refetch()} />;
  else
    links = (
      <ul className="space-y-1">
        {sidebarLinks(admin.data === true).map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                `block rounded-xl px-4 py-2.5 font-semibold transition ${focusRing} ${
                  isActive ? "bg-terracotta-700 text-white" : "text-ink-800 hover:bg-ochre-100"
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="mx-auto flex min-h-[70vh] max-w-7xl">
      {open ? (
        <div aria-hidden="true" className="fixed inset-0 z-30 bg-ink-950/40 md:hidden" onClick={() => setOpen(false)} />
      ) : null}
      <aside
        id={DASHBOARD_SIDEBAR_ID}
        aria-label="Dashboard"
        className={`fixed inset-y-0 left-0 z-40 w-64 shrink-0 overflow-y-auto border-r border-ink-200 bg-canvas p-4 pt-20 transition-transform motion-reduce:transition-none md:static md:z-auto md:translate-x-0 md:bg-transparent md:pt-10 ${
          open ? "translate-x-0 shadow-2xl" : "-translate-x-full max-md:invisible"
        }`}
      >
        <p className="mb-4 px-4 text-sm font-semibold tracking-widest text-terracotta-800 uppercase">Dashboard</p>
        <nav aria-label="Dashboard">{links}</nav>
      </aside>
      <div className="min-w-0 flex-1 px-4 py-10 sm:px-6 lg:px-8">
        <Outlet />
      </div>
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { DashboardLayout as Component };
