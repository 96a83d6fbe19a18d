import {
  clampCenter,
  clampPoint,
  coverRect,
  formatCm,
  frameLayout,
  initialLine,
  initialSheet,
  keyboardStep,
  lineScale,
  looksLikeA4,
  paintingSize,
  parseLengthCm,
  rectAround,
  shadowOf,
  sheetScale,
  workingSize,
  type Quad,
} from "./geometry";

describe("workingSize", () => {
  it("scales a big phone photo down to 2400 px on its long side, keeping its proportions", () => {
    expect(workingSize({ width: 8160, height: 6120 })).toEqual({ width: 2400, height: 1800 });
    expect(workingSize({ width: 3000, height: 4000 })).toEqual({ width: 1800, height: 2400 });
  });

  it("keeps a small photo as it is", () => {
    expect(workingSize({ width: 1200, height: 900 })).toEqual({ width: 1200, height: 900 });
  });

  it("never gives a side of 0 px", () => {
    expect(workingSize({ width: 100_000, height: 10 })).toEqual({ width: 2400, height: 1 });
  });
});

describe("parseLengthCm", () => {
  it.each([
    ["80", 80],
    [" 21.5 ", 21.5],
    ["29,7", 29.7],
    ["10000", 10000],
  ])("reads %p as %p cm", (text, cm) => {
    expect(parseLengthCm(text)).toBe(cm);
  });

  it.each(["", "  ", "0", "-5", "10000.1", "abc", "12 cm", "Infinity"])("refuses %p", (text) => {
    expect(parseLengthCm(text)).toBeNull();
  });
});

describe("lineScale", () => {
  it("is the line's length in photo px over its length in cm", () => {
    expect(lineScale({ x: 300, y: 450 }, { x: 900, y: 450 }, "100")).toEqual({ ok: true, pxPerCm: 6 });
    // A slanted line: 3-4-5.
    expect(lineScale({ x: 0, y: 0 }, { x: 300, y: 400 }, "50")).toEqual({ ok: true, pxPerCm: 10 });
  });

  it("asks for a length first", () => {
    expect(lineScale({ x: 0, y: 0 }, { x: 600, y: 0 }, "")).toEqual({ ok: false, problem: "length" });
    expect(lineScale({ x: 0, y: 0 }, { x: 600, y: 0 }, "20000")).toEqual({ ok: false, problem: "length" });
  });

  it("refuses ends closer than 10 px", () => {
    expect(lineScale({ x: 0, y: 0 }, { x: 9.9, y: 0 }, "80")).toEqual({ ok: false, problem: "too-short" });
    expect(lineScale({ x: 0, y: 0 }, { x: 10, y: 0 }, "80")).toEqual({ ok: true, pxPerCm: 0.125 });
  });
});

function rectangle(left: number, top: number, width: number, height: number): Quad {
  return [
    { x: left, y: top },
    { x: left + width, y: top },
    { x: left + width, y: top + height },
    { x: left, y: top + height },
  ];
}

describe("sheetScale", () => {
  it("measures an upright A4 sheet", () => {
    const result = sheetScale(rectangle(100, 100, 210, 297));
    expect(result.ok && result.pxPerCm).toBeCloseTo(10, 10);
  });

  it("finds a sheet on its side by itself", () => {
    const result = sheetScale(rectangle(100, 100, 297, 210));
    expect(result.ok && result.pxPerCm).toBeCloseTo(10, 10);
  });

  it("averages the long sides over 29.7 cm and the short ones over 21 cm", () => {
    // Long sides 300 and 294 (mean 297 → 10 px/cm), short sides 220 → 10.476 px/cm.
    const corners: Quad = [
      { x: 0, y: 0 },
      { x: 220, y: 0 },
      { x: 220, y: 294 },
      { x: 0, y: 300 },
    ];
    const result = sheetScale(corners);
    const short = (220 + Math.hypot(220, 6)) / 2 / 21;
    expect(result.ok && result.pxPerCm).toBeCloseTo((10 + short) / 2, 10);
  });

  it("does not depend on the sheet's angle in the photo", () => {
    const angle = Math.PI / 7;
    const turn = ({ x, y }: { x: number; y: number }) => ({
      x: 500 + x * Math.cos(angle) - y * Math.sin(angle),
      y: 500 + x * Math.sin(angle) + y * Math.cos(angle),
    });
    const corners = rectangle(0, 0, 105, 148.5).map(turn) as Quad;
    const result = sheetScale(corners);
    expect(result.ok && result.pxPerCm).toBeCloseTo(5, 10);
  });

  it("refuses a sheet with a side under 10 px", () => {
    expect(sheetScale(rectangle(0, 0, 9, 297))).toEqual({ ok: false, problem: "too-short" });
  });
});

describe("looksLikeA4", () => {
  it("accepts A4 proportions, either way round", () => {
    expect(looksLikeA4(rectangle(0, 0, 210, 297))).toBe(true);
    expect(looksLikeA4(rectangle(0, 0, 320, 210))).toBe(true);
  });

  it("flags a square or a long strip", () => {
    expect(looksLikeA4(rectangle(0, 0, 200, 200))).toBe(false);
    expect(looksLikeA4(rectangle(0, 0, 100, 300))).toBe(false);
  });
});

describe("starting marks", () => {
  it("puts the line from 30% to 70% of the width, at mid-height", () => {
    expect(initialLine({ width: 1200, height: 900 })).toEqual([
      { x: 360, y: 450 },
      { x: 840, y: 450 },
    ]);
  });

  it("puts an upright A4-shaped rectangle in the middle", () => {
    const corners = initialSheet({ width: 1200, height: 900 });
    const [topLeft, , bottomRight] = corners;
    expect(bottomRight.y - topLeft.y).toBeCloseTo(270);
    expect(bottomRight.x - topLeft.x).toBeCloseTo((270 * 21) / 29.7);
    expect((topLeft.x + bottomRight.x) / 2).toBeCloseTo(600);
    expect((topLeft.y + bottomRight.y) / 2).toBeCloseTo(450);
    expect(looksLikeA4(corners)).toBe(true);
  });

  it("fits the rectangle on a very wide, low photo", () => {
    const [topLeft, , bottomRight] = initialSheet({ width: 100, height: 2000 });
    expect(bottomRight.x - topLeft.x).toBeLessThanOrEqual(30);
  });
});

describe("painting rectangle", () => {
  it("is the size in cm times the scale", () => {
    expect(paintingSize({ width: 50, height: 40 }, 6)).toEqual({ width: 300, height: 240 });
  });

  it("is centred on a point", () => {
    expect(rectAround({ x: 600, y: 450 }, { width: 300, height: 240 })).toEqual({
      x: 450,
      y: 330,
      width: 300,
      height: 240,
    });
  });
});

describe("clamping", () => {
  const photo = { width: 1200, height: 900 };

  it("keeps a point on the photo", () => {
    expect(clampPoint({ x: -5, y: 950 }, photo)).toEqual({ x: 0, y: 900 });
    expect(clampPoint({ x: 12, y: 34 }, photo)).toEqual({ x: 12, y: 34 });
  });

  it("keeps the painting inside the photo", () => {
    const size = { width: 300, height: 240 };
    expect(clampCenter({ x: 0, y: 0 }, size, photo)).toEqual({ x: 150, y: 120 });
    expect(clampCenter({ x: 5000, y: 5000 }, size, photo)).toEqual({ x: 1050, y: 780 });
    expect(clampCenter({ x: 600, y: 400 }, size, photo)).toEqual({ x: 600, y: 400 });
  });

  it("centres a painting larger than the photo on that axis", () => {
    expect(clampCenter({ x: 0, y: 0 }, { width: 1500, height: 240 }, photo)).toEqual({ x: 600, y: 120 });
  });
});

describe("keyboardStep", () => {
  it("moves 1 screen px per press, 10 with Shift", () => {
    // The photo shown at half size: 1 screen px is 2 photo px.
    expect(keyboardStep("ArrowRight", false, 0.5)).toEqual({ x: 2, y: 0 });
    expect(keyboardStep("ArrowLeft", true, 0.5)).toEqual({ x: -20, y: 0 });
    expect(keyboardStep("ArrowUp", false, 2)).toEqual({ x: 0, y: -0.5 });
    expect(keyboardStep("ArrowDown", true, 1)).toEqual({ x: 0, y: 10 });
  });

  it("ignores other keys", () => {
    expect(keyboardStep("Enter", false, 1)).toBeNull();
    expect(keyboardStep("a", true, 1)).toBeNull();
  });

  it("counts photo px when the display size is unknown", () => {
    expect(keyboardStep("ArrowRight", false, 0)).toEqual({ x: 1, y: 0 });
  });
});

describe("frameLayout", () => {
  it("draws the moulding at 5% of the shorter side, then a mat line, inside the rectangle", () => {
    const { frame, mat, pictureInset } = frameLayout({ width: 300, height: 240 }, true);
    expect(frame).toBeCloseTo(12);
    expect(mat).toBeCloseTo(1.8);
    expect(pictureInset).toBeCloseTo(13.8);
  });

  it("keeps the moulding at least 2 px wide", () => {
    expect(frameLayout({ width: 30, height: 20 }, true).frame).toBe(2);
  });

  it("never eats up a tiny painting", () => {
    const { pictureInset } = frameLayout({ width: 6, height: 4 }, true);
    expect(pictureInset).toBeLessThan(2);
  });

  it("draws nothing around an unframed canvas", () => {
    expect(frameLayout({ width: 300, height: 240 }, false)).toEqual({ frame: 0, mat: 0, pictureInset: 0 });
  });
});

describe("coverRect", () => {
  it("scales a wide image to the box's height and centres it, its sides overflowing", () => {
    expect(coverRect({ width: 400, height: 200 }, { x: 10, y: 20, width: 100, height: 100 })).toEqual({
      x: -40,
      y: 20,
      width: 200,
      height: 100,
    });
  });

  it("scales a tall image to the box's width, its top and bottom overflowing", () => {
    expect(coverRect({ width: 200, height: 400 }, { x: 0, y: 0, width: 200, height: 100 })).toEqual({
      x: 0,
      y: -150,
      width: 200,
      height: 400,
    });
  });

  it("fills a box of the same proportions exactly", () => {
    expect(coverRect({ width: 500, height: 400 }, { x: 5, y: 5, width: 250, height: 200 })).toEqual({
      x: 5,
      y: 5,
      width: 250,
      height: 200,
    });
  });
});

describe("shadowOf", () => {
  it("grows with the scale, and a frame casts a deeper shadow than a canvas", () => {
    const framed = shadowOf(10, true);
    const canvas = shadowOf(10, false);
    expect(framed.offsetY).toBeCloseTo(6);
    expect(framed.sigma).toBeGreaterThan(canvas.sigma);
    expect(shadowOf(20, true).sigma).toBeCloseTo(framed.sigma * 2);
  });
});

describe("formatCm", () => {
  it("writes whole and decimal centimetres", () => {
    expect(formatCm(60)).toBe("60");
    expect(formatCm(45.5)).toBe("45.5");
    expect(formatCm(29.66)).toBe("29.7");
  });
});
