import { Autoplay, Navigation, Pagination } from "swiper/modules";
import type { SwiperOptions } from "swiper/types";

export const SLIDER_AUTOPLAY_DELAY_MS = 2500;

/** Class names of the slider's own prev/next <button>s, which the Navigation module drives. */
export const SLIDER_PREV_CLASS = "shop-slider-prev";
export const SLIDER_NEXT_CLASS = "shop-slider-next";

/** Pagination bullets as real buttons, so they can be reached and pressed with the keyboard. */
export function renderBullet(index: number, className: string): string {
  return `<button type="button" class="${className}" aria-label="Show painting ${index + 1}"></button>`;
}

/** Options of the home page's image slider (swiper). */
export const sliderConfig = {
  modules: [Autoplay, Pagination, Navigation],
  autoplay: {
    delay: SLIDER_AUTOPLAY_DELAY_MS,
    disableOnInteraction: false,
    pauseOnMouseEnter: true,
  },
  loop: true,
  slidesPerView: 1,
  spaceBetween: 0,
  pagination: { clickable: true, renderBullet },
  navigation: { prevEl: `.${SLIDER_PREV_CLASS}`, nextEl: `.${SLIDER_NEXT_CLASS}` },
} satisfies SwiperOptions;

/** Loop mode needs a few slides to work smoothly; with fewer, plain sliding. */
export const MIN_SLIDES_FOR_LOOP = 3;
