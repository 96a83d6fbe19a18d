import { Autoplay, Navigation, Pagination } from "swiper/modules";
import { renderBullet, sliderConfig } from "./slider-config";

describe("sliderConfig", () => {
  it("autoplays every 2500 ms and keeps playing after the user interacts", () => {
    expect(sliderConfig.autoplay).toEqual(expect.objectContaining({ delay: 2500, disableOnInteraction: false }));
  });

  it("uses swiper's Autoplay, Pagination and Navigation modules", () => {
    expect(sliderConfig.modules).toEqual(expect.arrayContaining([Autoplay, Pagination, Navigation]));
    expect(sliderConfig.modules).toHaveLength(3);
  });

  it("loops, with clickable pagination and navigation arrows", () => {
    expect(sliderConfig.loop).toBe(true);
    expect(sliderConfig.pagination.clickable).toBe(true);
    expect(sliderConfig.navigation).toEqual({ prevEl: ".shop-slider-prev", nextEl: ".shop-slider-next" });
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
