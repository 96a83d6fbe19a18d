import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/**
 * After each change of page (a new path; not the first load, not a query string or #fragment
 * of the same page) focus moves to the new page's <h1>, unless the person has already put it
 * in the new page (a field clicked while the page was coming), and this polite live region reads the
 * page's title (`route-focus.ts`, loaded on the first change: Home's budget).
 */
export function RouteAnnouncer({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const region = useRef<HTMLParagraphElement>(null);
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // What has focus as the page changes: what the person focuses after it is theirs to keep.
    const before = document.activeElement;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import(/* webpackChunkName: "route-focus" */ "./route-focus").then(({ focusNewPage }) => {
      const main = document.getElementById(mainId);
      if (!cancelled && main && region.current) stop = focusNewPage(main, region.current, before);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [pathname, mainId]);

  return <p ref={region} role="status" aria-live="polite" aria-atomic="true" className="sr-only" />;
}
