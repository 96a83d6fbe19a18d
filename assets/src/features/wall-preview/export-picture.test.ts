import { fakeContext2d } from "@/testing/mocks/canvas";
import { drawPainting, isCrossOrigin, pictureFileName } from "./export-picture";

describe("pictureFileName", () => {
  it.each([
    ["Harbour at Dawn", "wall-preview-harbour-at-dawn.jpg"],
    ["Café à l'aube — No. 2", "wall-preview-cafe-a-l-aube-no-2.jpg"],
    ["  ***  ", "wall-preview-painting.jpg"],
    ["静かな朝", "wall-preview-painting.jpg"],
  ])("names the picture of %p %p", (title, name) => {
    expect(pictureFileName(title)).toBe(name);
  });

  it("keeps long titles short, without a trailing dash", () => {
    const name = pictureFileName(`${"a".repeat(59)} b ${"c".repeat(40)}`);
    expect(name).toBe(`wall-preview-${"a".repeat(59)}.jpg`);
  });
});

describe("isCrossOrigin", () => {
  it("tells another site's images from the shop's own", () => {
    expect(isCrossOrigin("/media/painting.svg")).toBe(false);
    expect(isCrossOrigin(`${window.location.origin}/media/painting.webp`)).toBe(false);
    expect(isCrossOrigin("https://images.example.com/painting.jpg")).toBe(true);
    expect(isCrossOrigin("data:image/svg+xml,%3Csvg%3E%3C/svg%3E")).toBe(false);
  });
});

describe("drawPainting", () => {
  function image(width: number, height: number) {
    const element = new Image();
    jest.spyOn(element, "naturalWidth", "get").mockReturnValue(width);
    jest.spyOn(element, "naturalHeight", "get").mockReturnValue(height);
    return element;
  }

  it("draws a framed painting's moulding (with its shadow) at the rectangle and the picture inside", () => {
    const context = fakeContext2d();
    const shadows: number[] = [];
    context.fillRect.mockImplementation(() => shadows.push(context.shadowBlur));
    const rect = { x: 100, y: 50, width: 300, height: 240 };

    drawPainting(context as unknown as CanvasRenderingContext2D, image(600, 480), rect, true, 6);

    expect(context.fillRect.mock.calls[0]).toEqual([100, 50, 300, 240]);
    expect(shadows[0]).toBeCloseTo(2 * 0.8 * 6); // the frame's shadow: σ = 0.8 cm
    expect(shadows.slice(1).every((blur) => blur === 0)).toBe(true);
    // Moulding 12 px (5% of 240) and a 1.8 px mat line: the picture is inset 13.8 px.
    const [x, y, width, height] = context.rect.mock.calls[0];
    expect([x, y, width, height].map((n: number) => Number(n.toFixed(6)))).toEqual([113.8, 63.8, 272.4, 212.4]);
    // The image covers the picture: 600 x 480 scaled to 272.4 wide is 217.92 tall, centred.
    const [, dx, dy, dw, dh] = context.drawImage.mock.calls[0];
    expect(dw).toBeCloseTo(272.4);
    expect(dh).toBeCloseTo(217.92);
    expect(dx).toBeCloseTo(113.8);
    expect(dy).toBeCloseTo(63.8 - (217.92 - 212.4) / 2);
  });

  it("draws an unframed canvas edge to edge", () => {
    const context = fakeContext2d();

    drawPainting(
      context as unknown as CanvasRenderingContext2D,
      image(300, 240),
      { x: 0, y: 0, width: 300, height: 240 },
      false,
      6,
    );

    expect(context.fillRect).toHaveBeenCalledTimes(1);
    expect(context.drawImage.mock.calls[0].slice(1)).toEqual([0, 0, 300, 240]);
  });

  it("fills the picture with an image that has no size of its own (an SVG without width and height)", () => {
    const context = fakeContext2d();

    drawPainting(
      context as unknown as CanvasRenderingContext2D,
      image(0, 0),
      { x: 10, y: 10, width: 100, height: 80 },
      false,
      2,
    );

    expect(context.drawImage.mock.calls[0].slice(1)).toEqual([10, 10, 100, 80]);
  });
});
