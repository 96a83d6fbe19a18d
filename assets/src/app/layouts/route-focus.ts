/**
 * What a change of page does for keyboard and screen reader users (app/layouts/route-announcer):
 * its own chunk, loaded on the first change of page, so the first page carries none of it.
 */

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
 * Focus goes to the new page's <h1> inside `main` (or to `main` if none comes within 3 s),
 * and `region` (a polite live region) reads the page's title. Returns a function that stops.
 */
export function focusNewPage(main: HTMLElement, region: HTMLElement): () => void {
  let observer: MutationObserver | undefined;
  let giveUp: number | undefined;
  const announce = () => {
    region.textContent = document.title;
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
}
