// Stand-in for swiper/react in component tests: jsdom has no layout, so the
// slides are rendered as plain elements. The slider's options are tested for real.
import type { ReactNode } from "react";

type Props = { children?: ReactNode; className?: string } & Record<string, unknown>;

export function Swiper({ children, className }: Props) {
  return (
    <div data-testid="swiper" className={className}>
      {children}
    </div>
  );
}

export function SwiperSlide({ children, className }: Props) {
  return <div className={className}>{children}</div>;
}
