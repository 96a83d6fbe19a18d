import { Pagination } from "swiper/modules";
import { moveBetweenBullets, renderBullet, sliderConfig, syncBulletTabStops } from "./slider-config";

describe("sliderConfig", () => {
  it("uses only swiper's Pagination module (the slider plays itself, its own arrows need no Navigation)", () => {
    expect(sliderConfig.modules).toEqual([Pagination]);
  });

  it("loops, with clickable pagination", () => {
    expect(sliderConfig.loop).toBe(true);
    expect(sliderConfig.pagination.clickable).toBe(true);
  });

  it("draws pagination bullets as labelled buttons", () => {
    const holder = document.createElement("div");
    holder.innerHTML = renderBullet(1, "swiper-pagination-bullet");
    const bullet = holder.querySelector("button");
    expect(bullet).toHaveAttribute("type", "button");
    expect(bullet).toHaveClass("swiper-pagination-bullet");
    expect(bullet).toHaveAccessibleName("Show painting 2");
  });
});

describe("the pagination dots", () => {
  function dots(active: number) {
    const pagination = document.createElement("div");
    pagination.innerHTML = [0, 1, 2, 3]
      .map((index) =>
        renderBullet(index, `swiper-pagination-bullet${index === active ? " swiper-pagination-bullet-active" : ""}`),
      )
      .join("");
    document.body.append(pagination);
    return { pagination, bullets: [...pagination.querySelectorAll("button")] };
  }

  afterEach(() => document.body.replaceChildren());

  it("are one tab stop: the current painting's dot", () => {
    const { pagination, bullets } = dots(2);

    syncBulletTabStops(pagination);

    expect(bullets.map((bullet) => bullet.tabIndex)).toEqual([-1, -1, 0, -1]);
    expect(bullets[2]).toHaveAttribute("aria-current", "true");
    expect(bullets[0]).not.toHaveAttribute("aria-current");
  });

  it.each([
    ["ArrowRight", 1, 2],
    ["ArrowDown", 3, 0],
    ["ArrowLeft", 0, 3],
    ["ArrowUp", 2, 1],
    ["Home", 2, 0],
    ["End", 1, 3],
  ])("%s from dot %i shows painting %i and focuses its dot", (key, from, to) => {
    const { bullets } = dots(from);
    const swiper = { slideToLoop: jest.fn() };
    const preventDefault = jest.fn();

    expect(moveBetweenBullets({ key, target: bullets[from], preventDefault }, swiper)).toBe(true);

    expect(swiper.slideToLoop).toHaveBeenCalledWith(to);
    expect(bullets[to]).toHaveFocus();
    expect(preventDefault).toHaveBeenCalled();
  });

  it("leaves other keys and other elements alone", () => {
    const { bullets } = dots(0);
    const swiper = { slideToLoop: jest.fn() };

    expect(moveBetweenBullets({ key: "Enter", target: bullets[0], preventDefault: jest.fn() }, swiper)).toBe(false);
    expect(moveBetweenBullets({ key: "ArrowRight", target: document.body, preventDefault: jest.fn() }, swiper)).toBe(
      false,
    );
    expect(swiper.slideToLoop).not.toHaveBeenCalled();
  });
});
