import { Pagination } from "swiper/modules";
import type { SwiperOptions } from "swiper/types";

const BULLET_CLASS = "swiper-pagination-bullet";
const ACTIVE_BULLET_CLASS = "swiper-pagination-bullet-active";

/**
 * Pagination bullets as real buttons, pressed with the keyboard. They are one tab stop
 * (roving tabindex): only the current painting's bullet is in the Tab order.
 */
export function renderBullet(index: number, className: string): string {
  return `<button type="button" tabindex="-1" class="${className}" aria-label="Show painting ${index + 1}"></button>`;
}

/** After swiper updates its pagination: the current bullet is the tab stop, and says so. */
export function syncBulletTabStops(pagination: HTMLElement): void {
  for (const bullet of pagination.querySelectorAll<HTMLElement>(`.${BULLET_CLASS}`)) {
    const current = bullet.classList.contains(ACTIVE_BULLET_CLASS);
    bullet.tabIndex = current ? 0 : -1;
    if (current) bullet.setAttribute("aria-current", "true");
    else bullet.removeAttribute("aria-current");
  }
}

/**
 * Arrow keys (and Home, End) on a bullet show the next (previous, first, last) painting and
 * move focus to its bullet. Returns whether the key was taken.
 */
export function moveBetweenBullets(
  event: { key: string; target: EventTarget | null; preventDefault: () => void },
  swiper: { slideToLoop: (index: number) => unknown },
): boolean {
  const { key, target } = event;
  const pagination = target instanceof HTMLElement && target.classList.contains(BULLET_CLASS) && target.parentElement;
  const forward = key === "ArrowRight" || key === "ArrowDown";
  if (!pagination || !(forward || key === "ArrowLeft" || key === "ArrowUp" || key === "Home" || key === "End"))
    return false;
  event.preventDefault();
  const bullets = () => pagination.querySelectorAll<HTMLElement>(`.${BULLET_CLASS}`);
  const count = bullets().length;
  const index = [...bullets()].indexOf(target);
  const next = key === "Home" ? 0 : key === "End" ? count - 1 : (index + (forward ? 1 : count - 1)) % count;
  swiper.slideToLoop(next);
  bullets()[next]?.focus();
  return true;
}

/**
 * Options of the home page's image slider (swiper). The slider plays itself (./use-autoplay.ts):
 * it pauses while hovered or while it holds focus, and starts paused for prefers-reduced-motion.
 */
export const sliderConfig = {
  // No Navigation module: the slider's own prev/next buttons call slidePrev/slideNext (Home's budget).
  modules: [Pagination],
  loop: true,
  slidesPerView: 1,
  spaceBetween: 0,
  // A few dots around the current one, however many paintings: one row that never covers the caption.
  pagination: { clickable: true, renderBullet, dynamicBullets: true },
} satisfies SwiperOptions;

/** Loop mode needs a few slides to work smoothly; with fewer, plain sliding that rewinds at the ends. */
export const MIN_SLIDES_FOR_LOOP = 3;
