/**
 * What a change of page does for keyboard and screen reader users (app/layouts/route-announcer):
 * its own chunk, loaded on the first change of page, so the first page carries none of it.
 */

/** How long a new page may take to show its heading (it may be loading its data). */
const HEADING_WAIT_MS = 3000;

/**
 * Whether the person has put focus somewhere in the new page since it came (clicked or
 * tabbed into a field): then focus stays where they put it. `before` had focus when the page
 * changed (the link followed, or the body).
 */
function focusMovedOn(main: HTMLElement, before: Element | null): boolean {
  const now = document.activeElement;
  return now !== before && now !== main && now instanceof HTMLElement && main.contains(now);
}

/** Focuses the page's <h1>; answers whether focus is settled (there, or where the person put it). */
function focusHeading(main: HTMLElement, before: Element | null): boolean {
  if (focusMovedOn(main, before)) return true;
  const heading = main.querySelector<HTMLElement>("h1");
  if (!heading) return false;
  if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * Focus goes to the new page's <h1> inside `main` (or to `main` if none comes within 3 s),
 * unless the person has put it somewhere in the page meanwhile, and `region` (a polite live
 * region) reads the page's title. `before` is what had focus when the page changed. Returns
 * a function that stops.
 */
export function focusNewPage(main: HTMLElement, region: HTMLElement, before: Element | null): () => void {
  let observer: MutationObserver | undefined;
  let giveUp: number | undefined;
  const announce = () => {
    region.textContent = document.title;
  };
  // After this page's own effects (its title) and those of what it closes (a drawer's focus).
  const start = window.setTimeout(() => {
    announce();
    if (focusHeading(main, before)) return;
    observer = new MutationObserver(() => {
      if (!focusHeading(main, before)) return;
      observer?.disconnect();
      window.clearTimeout(giveUp);
      announce();
    });
    observer.observe(main, { childList: true, subtree: true });
    giveUp = window.setTimeout(() => {
      observer?.disconnect();
      if (!focusMovedOn(main, before)) main.focus({ preventScroll: true });
    }, HEADING_WAIT_MS);
  }, 50);
  return () => {
    window.clearTimeout(start);
    window.clearTimeout(giveUp);
    observer?.disconnect();
  };
}
