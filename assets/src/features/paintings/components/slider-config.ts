import type { SwiperOptions } from "swiper/types";

/**
 * Options of the home page's image slider (swiper's core, no module): it plays itself
 * (./use-autoplay.ts), its own arrows call slidePrev/slideNext and its dots are
 * ./slider-dots.tsx (Home's budget).
 */
export const sliderConfig = {
  loop: true,
  slidesPerView: 1,
  spaceBetween: 0,
} satisfies SwiperOptions;

/** Loop mode needs a few slides to work smoothly; with fewer, plain sliding that rewinds at the ends. */
export const MIN_SLIDES_FOR_LOOP = 3;
