// Stand-in for swiper's core in component tests: jsdom has no layout, so the slides stay
// as the slider drew them. The slider's options are tested for real. Each new swiper is
// `fakeSwiper`, whose `shown` painting tests can watch; its element gets data-testid="swiper".
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
  destroy() {
    slideChangeHandlers.clear();
  },
  shown: 0,
  get realIndex() {
    return fakeSwiper.shown;
  },
};

export default class FakeSwiper {
  constructor(el: HTMLElement) {
    el.dataset.testid = "swiper";
    return fakeSwiper;
  }
}
