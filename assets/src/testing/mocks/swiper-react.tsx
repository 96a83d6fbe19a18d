// Stand-in for swiper/react in component tests: jsdom has no layout, so the
// slides are rendered as plain elements. The slider's options are tested for real.
// `onSwiper` gets `fakeSwiper`, whose autoplay (running or not) tests can watch.
import { useEffect, type ReactNode } from "react";

type Props = { children?: ReactNode; className?: string; onSwiper?: (swiper: unknown) => void } & Record<
  string,
  unknown
>;

export const fakeSwiper = {
  destroyed: false,
  autoplay: {
    running: true,
    start() {
      fakeSwiper.autoplay.running = true;
    },
    stop() {
      fakeSwiper.autoplay.running = false;
    },
  },
  slideToLoop(index: number) {
    fakeSwiper.shown = index;
  },
  slideNext() {
    fakeSwiper.shown += 1;
  },
  slidePrev() {
    fakeSwiper.shown -= 1;
  },
  shown: 0,
};

export function Swiper({ children, className, onSwiper }: Props) {
  useEffect(() => {
    // Like swiper, whose autoplay starts when it is set up.
    fakeSwiper.autoplay.running = true;
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
