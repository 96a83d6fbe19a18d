import { fireEvent, screen } from "@testing-library/react";
import { mockApi, renderWithProviders } from "@/testing/test-utils";
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
