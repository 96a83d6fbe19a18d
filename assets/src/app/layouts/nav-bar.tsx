import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router-dom";
import { DASHBOARD_SIDEBAR_ID, useDashboardSidebar } from "@/components/layout/dashboard-sidebar";
import { focusRing } from "@/components/ui";
import { useAuth } from "@/features/auth";
import { BrandMark } from "./brand-mark";
import { isDashboardPath, visibleNavLinks } from "./nav-links";

export const PRIMARY_MENU_ID = "primary-menu";

// Signed-in customers only: a visitor's pages never load it (Home's budget).
const UnpaidBadge = lazy(() => import("@/features/orders/components/unpaid-badge"));

const linkBase = `relative block rounded-full px-4 py-2 font-semibold transition ${focusRing}`;

export function NavBar() {
  const { user, signOut } = useAuth();
  const { pathname } = useLocation();
  const sidebar = useDashboardSidebar();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const onDashboard = isDashboardPath(pathname);

  // Another page closes the menu (set while rendering: no frame shows it still open).
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-50 border-b border-ink-200/70 bg-canvas/95 backdrop-blur supports-[backdrop-filter]:bg-canvas/80">
      <nav
        aria-label="Main"
        // The open menu closes when focus leaves the header: it never hides what has focus.
        onBlur={(event) => event.currentTarget.contains(event.relatedTarget as Node) || closeMenu()}
        className="relative mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 sm:px-6 lg:px-8"
      >
        {onDashboard ? (
          <button
            type="button"
            aria-controls={DASHBOARD_SIDEBAR_ID}
            aria-expanded={sidebar.open}
            onClick={sidebar.toggle}
            className={`-ml-1 inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-ochre-100 md:hidden ${focusRing}`}
          >
            <span className="sr-only">Dashboard menu</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <rect x="3.5" y="4" width="17" height="16" rx="2.5" />
              <path d="M9 4v16" />
            </svg>
          </button>
        ) : null}

        <Link
          to="/"
          className={`mr-auto flex items-center gap-2 rounded-full py-1 pr-2 ${focusRing}`}
          onClick={closeMenu}
        >
          <BrandMark className="size-9" />
          <span className="font-serif text-xl font-bold tracking-tight text-ink-950 sm:text-2xl">
            Brush &amp; Canvas
          </span>
        </Link>

        {/* On a phone's dashboard the drawer holds the shop's links too: one menu, not two. */}
        {onDashboard ? null : (
          <button
            ref={menuButton}
            type="button"
            aria-controls={PRIMARY_MENU_ID}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
            className={`inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-ochre-100 md:hidden ${focusRing}`}
          >
            <span className="sr-only">Menu</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d={menuOpen ? "M6 6l12 12M18 6 6 18" : "M4 7h16M4 12h16M4 17h16"} />
            </svg>
          </button>
        )}

        <ul
          id={PRIMARY_MENU_ID}
          className={`${menuOpen ? "flex" : "hidden"} absolute inset-x-0 top-full flex-col gap-1 border-b border-ink-200 bg-canvas px-4 py-4 shadow-lg md:static md:flex md:flex-row md:items-center md:gap-1 md:border-0 md:bg-transparent md:p-0 md:shadow-none`}
        >
          {visibleNavLinks(Boolean(user)).map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={({ isActive }) =>
                  `${linkBase} ${
                    isActive || (item.to === "/home" && pathname === "/")
                      ? "bg-ink-950 text-white"
                      : "text-ink-800 hover:bg-ochre-100 hover:text-ink-950"
                  }`
                }
              >
                {item.label}
                {item.to === "/dashboard" && user?.role !== "admin" ? (
                  <Suspense>
                    <UnpaidBadge email={user?.email} className="absolute -top-1.5 -right-1" />
                  </Suspense>
                ) : null}
              </NavLink>
            </li>
          ))}
          {user ? (
            <li>
              <button
                type="button"
                onClick={() => {
                  closeMenu();
                  void signOut();
                }}
                className={`${linkBase} w-full text-left text-terracotta-800 hover:bg-terracotta-50 md:w-auto`}
              >
                Sign Out
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}
