import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockMatchMedia, restoreMatchMedia } from "@/testing/media-query";
import { fakeSwiper } from "@/testing/mocks/swiper";
import { paintingKeys } from "@/lib/query-keys";
import { createTestQueryClient, mockApi, renderWithProviders } from "@/testing/test-utils";
import { ImageSlider } from "./image-slider";

describe("ImageSlider", () => {
  it("shows each painting with its alt text and caption; only the first image loads eagerly", async () => {
    mockApi({
      "/api/paintings": [
        { _id: 1, title: "Harbour at Dusk", artist: "Ada Moreau", img: "/media/1.jpg" },
        { _id: 2, title: "Olive Grove", artist: "Tomas Reyes", img: "/media/2.jpg" },
        { _id: 3, title: "Blue Kettle", artist: "Ines Park", img: "/media/3.jpg" },
      ],
    });

    renderWithProviders(<ImageSlider />);

    const first = await screen.findByRole("img", { name: "Harbour at Dusk by Ada Moreau" });
    expect(first).toHaveAttribute("loading", "eager");
    expect(screen.getByRole("img", { name: "Olive Grove by Tomas Reyes" })).toHaveAttribute("loading", "lazy");
    expect(screen.getByRole("img", { name: "Blue Kettle by Ines Park" })).toHaveAttribute("loading", "lazy");
    expect(screen.getByText("Olive Grove")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous painting" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next painting" })).toBeInTheDocument();
  });

  it("opens a painting's page from its slide, named by the painting's title", async () => {
    mockApi({
      "/api/paintings": [
        { _id: 1, title: "Harbour at Dusk", artist: "Ada Moreau", img: "/media/1.jpg" },
        { _id: 2, title: "Olive Grove", artist: "Tomas Reyes", img: "/media/2.jpg" },
      ],
    });

    renderWithProviders(<ImageSlider />);

    expect(await screen.findByRole("link", { name: "Harbour at Dusk" })).toHaveAttribute("href", "/paintings/1");
    expect(screen.getByRole("link", { name: "Olive Grove" })).toHaveAttribute("href", "/paintings/2");
    expect(screen.getByRole("button", { name: "Pause slideshow" })).toBeInTheDocument();
  });

  it("draws a picture in place of a painting whose image is broken", async () => {
    mockApi({ "/api/paintings": [{ _id: 1, title: "Harbour at Dusk", artist: "Ada Moreau", img: "/media/gone.jpg" }] });
    renderWithProviders(<ImageSlider />);

    fireEvent.error(await screen.findByRole("img", { name: "Harbour at Dusk by Ada Moreau" }));

    expect(screen.getByRole("img", { name: "Harbour at Dusk by Ada Moreau" }).tagName).toBe("svg");
    expect(screen.getByRole("link", { name: "Harbour at Dusk" })).toBeInTheDocument();
  });

  it("sizes every image, and offers WebP copies where the painting has them", async () => {
    const srcset = "/media/uploads/tools/k_2000x1000.320w.webp 320w, /media/uploads/tools/k_2000x1000.960w.webp 960w";
    mockApi({
      "/api/paintings": [
        {
          _id: 1,
          title: "Harbour at Dusk",
          artist: "Ada Moreau",
          img: "/media/uploads/tools/k_2000x1000.jpg",
          imgSrcset: srcset,
        },
        { _id: 2, title: "Olive Grove", artist: "Tomas Reyes", img: "/media/2.svg", imgSrcset: null },
      ],
    });

    renderWithProviders(<ImageSlider />);

    const first = await screen.findByRole("img", { name: "Harbour at Dusk by Ada Moreau" });
    expect(first).toHaveAttribute("srcset", srcset);
    expect(first).toHaveAttribute("sizes", "(min-width: 1280px) 1216px, 100vw");
    expect(first).toHaveAttribute("fetchpriority", "high");
    const second = screen.getByRole("img", { name: "Olive Grove by Tomas Reyes" });
    expect(second).not.toHaveAttribute("srcset");
    for (const image of [first, second]) {
      expect(image).toHaveAttribute("width", "1600");
      expect(image).toHaveAttribute("height", "686");
    }
  });
});

describe("ImageSlider's autoplay", () => {
  const paintings = [
    { _id: 1, title: "Harbour at Dusk", artist: "Ada Moreau", img: "/media/1.jpg" },
    { _id: 2, title: "Olive Grove", artist: "Tomas Reyes", img: "/media/2.jpg" },
    { _id: 3, title: "Blue Kettle", artist: "Ines Park", img: "/media/3.jpg" },
  ];

  afterEach(restoreMatchMedia);

  describe("in fake time", () => {
    /** How many paintings the slider moved on by itself in the next 2.6 s (fake time). */
    function movedInAFewSeconds(): number {
      const before = fakeSwiper.shown;
      act(() => jest.advanceTimersByTime(2600));
      return fakeSwiper.shown - before;
    }

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("plays, pauses while hovered or while it holds focus, and plays again after", async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      mockApi({ "/api/paintings": paintings });
      renderWithProviders(
        <>
          <ImageSlider />
          <button type="button">Elsewhere</button>
        </>,
      );
      const region = await screen.findByRole("region", { name: "Featured paintings" });
      await screen.findByTestId("swiper");
      expect(movedInAFewSeconds()).toBe(1);
      expect(movedInAFewSeconds()).toBe(1);

      await user.hover(region);
      expect(movedInAFewSeconds()).toBe(0);
      await user.unhover(region);
      expect(movedInAFewSeconds()).toBe(1);

      await user.tab();
      expect(region).toContainElement(document.activeElement as HTMLElement);
      expect(movedInAFewSeconds()).toBe(0);
      act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
      expect(movedInAFewSeconds()).toBe(1);
    });

    it("counts its delay again from a painting the visitor chose", async () => {
      mockApi({ "/api/paintings": paintings });
      renderWithProviders(<ImageSlider />);
      await screen.findByTestId("swiper");

      act(() => jest.advanceTimersByTime(2000));
      act(() => fakeSwiper.slideToLoop(2));
      act(() => jest.advanceTimersByTime(2000));
      expect(fakeSwiper.shown).toBe(2);
      act(() => jest.advanceTimersByTime(600));
      expect(fakeSwiper.shown).toBe(3);
    });

    it("does not autoplay when the visitor asks for reduced motion, until they press Play", async () => {
      mockMatchMedia((query) => query === "(prefers-reduced-motion: reduce)");
      mockApi({ "/api/paintings": paintings });
      renderWithProviders(<ImageSlider />);

      const play = await screen.findByRole("button", { name: "Play slideshow" });
      await screen.findByTestId("swiper");
      expect(movedInAFewSeconds()).toBe(0);

      fireEvent.click(play);

      expect(screen.getByRole("button", { name: "Pause slideshow" })).toBeInTheDocument();
      expect(movedInAFewSeconds()).toBe(1);
    });
  });

  it("shows the previous and next painting with its arrows", async () => {
    mockApi({ "/api/paintings": paintings });
    renderWithProviders(<ImageSlider />);
    fakeSwiper.shown = 0;

    await userEvent.click(await screen.findByRole("button", { name: "Next painting" }));
    expect(fakeSwiper.shown).toBe(1);
    await userEvent.click(screen.getByRole("button", { name: "Previous painting" }));
    await userEvent.click(screen.getByRole("button", { name: "Previous painting" }));
    expect(fakeSwiper.shown).toBe(-1);
  });

  it("has a dot a painting that follows the painting shown, pressed or moved between with the arrow keys", async () => {
    mockApi({ "/api/paintings": paintings });
    fakeSwiper.shown = 0;
    renderWithProviders(<ImageSlider />);
    await screen.findByTestId("swiper");
    const dots = () => screen.getAllByRole("button", { name: /^Show painting \d$/ });
    expect(dots()).toHaveLength(3);
    expect(dots()[0]).toHaveAttribute("aria-current", "true");

    await userEvent.click(screen.getByRole("button", { name: "Next painting" }));
    expect(dots()[1]).toHaveAttribute("aria-current", "true");
    expect(dots()[0]).not.toHaveAttribute("aria-current");

    fireEvent.click(dots()[2]);
    expect(fakeSwiper.shown).toBe(2);
    expect(dots()[2]).toHaveAttribute("aria-current", "true");

    fireEvent.keyDown(dots()[2], { key: "ArrowRight" });
    expect(fakeSwiper.shown).toBe(0);
    expect(dots()[0]).toHaveFocus();
  });

  it("with the paintings already in the page, draws the first one at once and starts the slider after", async () => {
    const paintings = [
      { _id: 1, title: "Harbour at Dusk", artist: "Ada Moreau", img: "/media/1.jpg" },
      { _id: 2, title: "Olive Grove", artist: "Tomas Reyes", img: "/media/2.jpg" },
      { _id: 3, title: "Blue Kettle", artist: "Ines Park", img: "/media/3.jpg" },
    ];
    mockApi({ "/api/paintings": paintings });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(paintingKeys.list(), paintings);

    renderWithProviders(<ImageSlider />, { queryClient });

    expect(screen.getByRole("img", { name: "Harbour at Dusk by Ada Moreau" })).toHaveAttribute("loading", "eager");
    expect(screen.queryByTestId("swiper")).not.toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Olive Grove by Tomas Reyes" })).not.toBeInTheDocument();
    expect(await screen.findByTestId("swiper")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Olive Grove by Tomas Reyes" })).toHaveAttribute("loading", "lazy");
    expect(screen.getByRole("img", { name: "Harbour at Dusk by Ada Moreau" })).toHaveAttribute("loading", "eager");
  });
});
