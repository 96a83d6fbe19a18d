import { useEffect } from "react";

export const SLIDER_AUTOPLAY_DELAY_MS = 2500;

/** What useAutoplay needs of a swiper. */
export type AutoplaySwiper = {
  destroyed?: boolean;
  slideNext: () => unknown;
  on: (event: "slideChange", handler: () => void) => unknown;
  off: (event: "slideChange", handler: () => void) => unknown;
};

/**
 * While `running`, the next painting every SLIDER_AUTOPLAY_DELAY_MS, counted again from each
 * change of painting (a visitor's too: it goes on playing after they interact). Swiper's
 * Autoplay module in the lines this slider needs: 1.1 KB less of Home's JavaScript.
 */
export function useAutoplay(swiper: AutoplaySwiper | null, running: boolean): void {
  useEffect(() => {
    if (!swiper || !running) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!swiper.destroyed) swiper.slideNext();
      }, SLIDER_AUTOPLAY_DELAY_MS);
    };
    wait();
    swiper.on("slideChange", wait);
    return () => {
      clearTimeout(timer);
      if (!swiper.destroyed) swiper.off("slideChange", wait);
    };
  }, [swiper, running]);
}
