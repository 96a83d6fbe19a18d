import { useEffect, useRef, type KeyboardEvent, type RefObject } from "react";

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal's focus while it is mounted: it moves to `initial`, the page behind stops
 * scrolling, and on unmount it goes back to where it was (or to `fallback()` if that
 * element is gone).
 */
export function useModalFocus(initial: RefObject<HTMLElement | null>, fallback?: () => HTMLElement | null): void {
  const fallbackRef = useRef(fallback);
  useEffect(() => {
    fallbackRef.current = fallback;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    initial.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
      const restore = () => {
        if (opener?.isConnected && opener !== document.body) opener.focus();
        else fallbackRef.current?.()?.focus();
      };
      restore();
      // The page may re-render just after and remove the opener (e.g. the row's button).
      setTimeout(() => {
        if (!document.activeElement || document.activeElement === document.body) restore();
      }, 0);
    };
  }, [initial]);
}

/** Keeps Tab and Shift+Tab inside `container` (call from its onKeyDown). */
export function trapTab(event: KeyboardEvent<HTMLElement>, container: HTMLElement | null): void {
  if (event.key !== "Tab" || !container) return;
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (focusable.length === 0) {
    event.preventDefault();
    return;
  }
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && (document.activeElement === first || document.activeElement === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * While mounted, everything on the page outside `container` is `inert` (out of reach of
 * Tab, clicks and assistive technology), except the elements `keep()` names and what
 * holds them (a drawer's own backdrop, the header with the button that closes it).
 */
export function useInertOutside(container: RefObject<HTMLElement | null>, keep: () => (HTMLElement | null)[]): void {
  const keepRef = useRef(keep);
  useEffect(() => {
    keepRef.current = keep;
  });

  useEffect(() => {
    const kept = keepRef.current().filter((element): element is HTMLElement => element !== null);
    const made: HTMLElement[] = [];
    for (let node = container.current; node && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement?.children ?? []) {
        if (
          sibling === node ||
          !(sibling instanceof HTMLElement) ||
          sibling.hasAttribute("inert") ||
          kept.some((element) => sibling.contains(element))
        )
          continue;
        sibling.setAttribute("inert", "");
        made.push(sibling);
      }
    }
    return () => made.forEach((element) => element.removeAttribute("inert"));
  }, [container]);
}
