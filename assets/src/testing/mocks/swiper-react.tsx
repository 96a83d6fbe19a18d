// Stand-in for swiper/react in component tests: jsdom has no layout, so the
// slides are rendered as plain elements. The slider's options are tested for real.
// `onSwiper` gets `fakeSwiper`, whose `shown` painting tests can watch.
import { useEffect, type ReactNode } from "react";

type Props = { children?: ReactNode; className?: string; onSwiper?: (swiper: unknown) => void } & Record<
  string,
  unknown
>;

const slideChangeHandlers = new Set<() => void>();

export const fakeSwiper = {
  destroyed: false,
  slideToLoop(index: number) {
    fakeSwiper.shown = index;
    slideChangeHandlers.forEach((handler) => handler());
  },
  slideNext() {
    fakeSwiper.shown += 1;
    slideChangeHandlers.forEach((handler) => handler());
  },
  slidePrev() {
    fakeSwiper.shown -= 1;
    slideChangeHandlers.forEach((handler) => handler());
  },
  on(_event: "slideChange", handler: () => void) {
    slideChangeHandlers.add(handler);
  },
  off(_event: "slideChange", handler: () => void) {
    slideChangeHandlers.delete(handler);
  },
  shown: 0,
};

export function Swiper({ children, className, onSwiper }: Props) {
  useEffect(() => {
    onSwiper?.(fakeSwiper);
  }, [onSwiper]);
  return (
    <div data-testid="swiper" className={className}>
      {children}
    </div>
  );
}

export function SwiperSlide({ children, className }: Props) {
  return <div className={className}>{children}</div>;
}
