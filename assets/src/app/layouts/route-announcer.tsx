import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/** How long a new page may take to show its heading (it may be loading its data). */
const HEADING_WAIT_MS = 3000;

function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>("h1");
  if (!heading) return false;
  if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After each change of page (a new path, not the first load, not a query string or #fragment
 * of the same page): focus moves to the new page's <h1> inside `main` (or `main` itself if
 * none comes within 3 s), and the page's title is read out by a polite live region.
 */
export function RouteAnnouncer({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const region = useRef<HTMLParagraphElement>(null);
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;
    let observer: MutationObserver | undefined;
    let giveUp: number | undefined;
    const announce = () => {
      if (region.current) region.current.textContent = document.title;
    };
    // After this page's own effects (its title) and those of what it closes (a drawer's focus).
    const start = window.setTimeout(() => {
      announce();
      if (focusHeading(main)) return;
      observer = new MutationObserver(() => {
        if (!focusHeading(main)) return;
        observer?.disconnect();
        window.clearTimeout(giveUp);
        announce();
      });
      observer.observe(main, { childList: true, subtree: true });
      giveUp = window.setTimeout(() => {
        observer?.disconnect();
        main.focus({ preventScroll: true });
      }, HEADING_WAIT_MS);
    }, 50);
    return () => {
      window.clearTimeout(start);
      window.clearTimeout(giveUp);
      observer?.disconnect();
    };
  }, [pathname, mainId]);

  return <p ref={region} role="status" aria-live="polite" aria-atomic="true" className="sr-only" />;
}
