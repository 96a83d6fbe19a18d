import { memo, useCallback, useEffect, useMemo, useRef, type RefObject } from "react";
import { Link, Outlet, useLocation } from "react-router-dom";
import { DASHBOARD_SIDEBAR_ID, useDashboardSidebar } from "@/components/layout/dashboard-sidebar";
import { ErrorMessage, Spinner, focusRing } from "@/components/ui";
import { trapTab, useInertOutside, useModalFocus } from "@/components/ui/modal-focus";
import { useMediaQuery } from "@/hooks/use-media-query";
import { useAdmin, useAuth } from "@/features/auth";
import { UnpaidBadge } from "@/features/orders";
import { visibleNavLinks } from "@/app/layouts/nav-links";
import { isSidebarLinkActive, sidebarLinks } from "@/app/layouts/sidebar-links";

/** Below md the sidebar is a drawer over the page. */
export const DRAWER_QUERY = "(max-width: 47.98rem)";

function sidebarButton(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[aria-controls="${DASHBOARD_SIDEBAR_ID}"]`);
}

/**
 * The open drawer's focus: it moves to the drawer's first link, Tab stays inside (the
 * drawer's onKeyDown), the page behind is inert (the header, which holds the button that
 * closes it, stays), and on close focus goes back to the button that opened it.
 */
function DrawerFocus({
  drawer,
  backdrop,
}: {
  drawer: RefObject<HTMLElement | null>;
  backdrop: RefObject<HTMLElement | null>;
}) {
  // Read when the drawer opens: its first link (the links may still be loading).
  const first = useMemo(
    () => ({
      get current() {
        return drawer.current?.querySelector<HTMLElement>("a[href]") ?? drawer.current;
      },
    }),
    [drawer],
  );
  useModalFocus(first, sidebarButton);
  useInertOutside(drawer, () => [backdrop.current, sidebarButton()]);
  return null;
}

/**
 * The sidebar's links (the admin's or the customer's). Its own component, memoised: the
 * server's answer about the role redraws these links, not the page beside them.
 */
const SidebarLinks = memo(function SidebarLinks({ pathname, onFollow }: { pathname: string; onFollow: () => void }) {
  const { user } = useAuth();
  const admin = useAdmin(user?.email, user?.role);
  if (admin.isPending && admin.fetchStatus !== "idle") return <Spinner label="Loading your menu…" />;
  if (admin.isError) return <ErrorMessage error={admin.error} onRetry={() => void admin.refetch()} />;
  return (
    <ul className="space-y-1">
      {sidebarLinks(admin.data === true).map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            aria-current={isSidebarLinkActive(link, pathname) ? "page" : undefined}
            onClick={onFollow}
            className={`block rounded-xl px-4 py-2.5 font-semibold transition ${focusRing} ${
              isSidebarLinkActive(link, pathname) ? "bg-terracotta-700 text-white" : "text-ink-800 hover:bg-ochre-100"
            }`}
          >
            {link.label}
            {link.to === "/dashboard" ? <UnpaidBadge email={admin.data === true ? undefined : user?.email} /> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
});

/** On a phone the drawer is the one menu: the shop's own links and Sign Out under the dashboard's. */
function ShopLinks() {
  const { signOut } = useAuth();
  const item = `block w-full rounded-xl px-4 py-2.5 text-left font-semibold text-ink-800 transition hover:bg-ochre-100 ${focusRing}`;
  return (
    <nav aria-label="Shop" className="mt-6 border-t border-ink-200 pt-4 md:hidden">
      <ul className="space-y-1">
        {visibleNavLinks(true)
          .filter((link) => link.to !== "/dashboard")
          .map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={item}>
                {link.label}
              </Link>
            </li>
          ))}
        <li>
          <button type="button" onClick={() => void signOut()} className={item}>
            Sign Out
          </button>
        </li>
      </ul>
    </nav>
  );
}

export function DashboardLayout() {
  const { open, setOpen } = useDashboardSidebar();
  const { pathname } = useLocation();
  const drawer = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const drawerOpen = useMediaQuery(DRAWER_QUERY) && open;

  const closeSidebar = useCallback(() => setOpen(false), [setOpen]);
  useEffect(() => setOpen(false), [pathname, setOpen]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, setOpen]);

  return (
    <div className="mx-auto flex min-h-screen max-w-7xl">
      {open ? (
        <div
          ref={backdrop}
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-ink-950/40 md:hidden"
          onClick={() => setOpen(false)}
        />
      ) : null}
      {drawerOpen ? <DrawerFocus drawer={drawer} backdrop={backdrop} /> : null}
      {/* A div, not <aside>: an aside may not be a dialog. */}
      <div
        ref={drawer}
        id={DASHBOARD_SIDEBAR_ID}
        aria-label="Dashboard"
        role={drawerOpen ? "dialog" : "complementary"}
        aria-modal={drawerOpen || undefined}
        tabIndex={drawerOpen ? -1 : undefined}
        onKeyDown={drawerOpen ? (event) => trapTab(event, drawer.current) : undefined}
        className={`fixed inset-y-0 left-0 z-40 w-64 shrink-0 overflow-y-auto border-r border-ink-200 bg-canvas p-4 pt-20 outline-none transition-transform motion-reduce:transition-none md:static md:z-auto md:translate-x-0 md:bg-transparent md:pt-10 ${
          open ? "translate-x-0 shadow-2xl" : "-translate-x-full max-md:invisible"
        }`}
      >
        <p className="mb-4 px-4 text-sm font-semibold tracking-widest text-terracotta-800 uppercase">Dashboard</p>
        <nav aria-label="Dashboard">
          <SidebarLinks pathname={pathname} onFollow={closeSidebar} />
        </nav>
        <ShopLinks />
      </div>
      <div className="min-w-0 flex-1 px-4 py-10 sm:px-6 lg:px-8">
        <Outlet />
      </div>
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { DashboardLayout as Component };
