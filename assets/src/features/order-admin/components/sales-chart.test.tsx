import { fireEvent, render, screen } from "@testing-library/react";
import { chartScale, dayLabelEvery, ordinaryMax } from "./chart-scale";
import SalesChart from "./sales-chart";

function day(date: string, orders: number, revenue: string) {
  return { date, orders, revenue };
}

const week = [
  day("2026-11-01", 2, "40.00"),
  day("2026-11-02", 0, "0.00"),
  day("2026-11-03", 8, "160.00"),
  day("2026-11-04", 4, "80.00"),
];

function numbers(element: Element, attribute: string): number {
  return Number(element.getAttribute(attribute));
}

describe("chartScale", () => {
  it("tops an axis at the first round step at or above the highest value", () => {
    expect(chartScale(8, { minimum: 4, whole: true })).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(chartScale(9, { minimum: 4, whole: true })).toEqual({ top: 10, ticks: [0, 5, 10] });
    expect(chartScale(160, { minimum: 1, whole: false })).toEqual({ top: 200, ticks: [0, 50, 100, 150, 200] });
    expect(chartScale(0.3, { minimum: 0, whole: false }).ticks).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it("keeps an empty month's axis at its minimum, and orders in whole steps", () => {
    expect(chartScale(0, { minimum: 4, whole: true })).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(chartScale(1, { minimum: 1, whole: true }).ticks).toEqual([0, 1]);
    expect(chartScale(Number.NaN, { minimum: 4, whole: true }).top).toBe(4);
  });

  it("stops the axis below a day that towers over the others", () => {
    const ordinary = [3, 5, 2, 4, 6, 1, 0, 5, 4, 3];
    expect(ordinaryMax(ordinary, 4)).toBe(6);
    expect(ordinaryMax([...ordinary, 240], 4)).toBe(6);
    // Busy days close to each other are no peaks.
    expect(ordinaryMax([...ordinary, 14], 4)).toBe(14);
    // An empty month but one order day: its peak still measured against the minimum.
    expect(ordinaryMax([0, 0, 0, 0, 0, 0, 0, 0, 0, 50], 4)).toBe(0);
    expect(ordinaryMax([], 4)).toBe(0);
  });

  it("labels fewer days as the chart narrows", () => {
    expect(dayLabelEvery(30, 900)).toBe(2);
    expect(dayLabelEvery(30, 260)).toBe(7);
    expect(dayLabelEvery(4, 600)).toBe(1);
    expect(dayLabelEvery(0, 600)).toBe(1);
  });
});

describe("SalesChart", () => {
  it("draws a bar as high as each day's orders and the revenue as a line on its own axis", () => {
    render(<SalesChart days={week} currency="usd" />);

    const chart = screen.getByTestId("sales-chart");
    expect(chart).toHaveAttribute("aria-hidden", "true");
    // One bar a day with orders (none for Nov 2), each as high as its orders.
    const bars = [...chart.querySelectorAll('[data-series="orders"] rect')];
    expect(bars).toHaveLength(3);
    const heights = bars.map((bar) => numbers(bar, "height"));
    expect(heights[1] / heights[0]).toBeCloseTo(4);
    expect(heights[2] / heights[0]).toBeCloseTo(2);
    // Bars stand on the same base line.
    const bases = bars.map((bar) => numbers(bar, "y") + numbers(bar, "height"));
    expect(new Set(bases.map((base) => base.toFixed(3))).size).toBe(1);

    // The revenue line: one point a day, Nov 2 on the base line, Nov 3 the highest.
    const points = (chart.querySelector('[data-series="revenue"]')?.getAttribute("points") ?? "")
      .split(" ")
      .map((point) => point.split(",").map(Number));
    expect(points).toHaveLength(4);
    expect(points[1][1]).toBeCloseTo(bases[0], 0);
    expect(Math.min(...points.map(([, y]) => y))).toBe(points[2][1]);
    expect(points.map(([x]) => x)).toEqual([...points.map(([x]) => x)].sort((a, b) => a - b));

    // The axes: orders on the left, revenue in dollars on the right, the days below.
    const texts = (axis: string) => [...chart.querySelectorAll(`[data-axis="${axis}"] text`)].map((t) => t.textContent);
    expect(texts("orders")).toEqual(["0", "2", "4", "6", "8"]);
    expect(texts("revenue")).toEqual(["$0", "$50", "$100", "$150", "$200"]);
    expect(texts("days")).toEqual(["Nov 1", "Nov 2", "Nov 3", "Nov 4"]);
  });

  it("shows the figures of the day the pointer is on in its legend", () => {
    render(<SalesChart days={week} currency="eur" />);

    const chart = screen.getByTestId("sales-chart");
    expect(chart).toHaveTextContent("DayOrders —Revenue —");
    const area = chart.querySelector("rect[fill=transparent]") as SVGRectElement;
    // jsdom lays nothing out: the plot says where it is.
    area.getBoundingClientRect = () => ({ left: 100, width: 400, top: 0, height: 200 }) as DOMRect;

    // (jsdom has no PointerEvent: a mouse event of the pointer's type carries clientX.)
    fireEvent(area, new MouseEvent("pointermove", { bubbles: true, clientX: 350 }));
    expect(chart).toHaveTextContent("Nov 3Orders 8Revenue €160.00");

    fireEvent.pointerLeave(area);
    expect(chart).toHaveTextContent("DayOrders —Revenue —");
  });

  it("keeps a tapped day's figures after the finger is lifted", () => {
    render(<SalesChart days={week} currency="usd" />);

    const chart = screen.getByTestId("sales-chart");
    const area = chart.querySelector("rect[fill=transparent]") as SVGRectElement;
    area.getBoundingClientRect = () => ({ left: 0, width: 400, top: 0, height: 200 }) as DOMRect;
    const touch = (type: string, clientX: number) =>
      Object.assign(new MouseEvent(type, { bubbles: true, clientX }), { pointerType: "touch" });

    fireEvent(area, touch("pointerdown", 10));
    fireEvent(area, touch("pointerout", 10));
    fireEvent(area, touch("pointerleave", 10));
    expect(chart).toHaveTextContent("Nov 1Orders 2Revenue $40.00");

    fireEvent(area, touch("pointerdown", 390));
    expect(chart).toHaveTextContent("Nov 4Orders 4Revenue $80.00");
  });

  it("keeps ordinary days readable when one day is far above the rest: its bar cut and its figures written", () => {
    const month = Array.from({ length: 30 }, (_, index) =>
      day(`2026-11-${String(index + 1).padStart(2, "0")}`, (index % 5) + 1, `${((index % 5) + 1) * 20}.00`),
    );
    month[14] = day("2026-11-15", 240, "12400.00");
    render(<SalesChart days={month} currency="usd" />);

    const chart = screen.getByTestId("sales-chart");
    const texts = (axis: string) => [...chart.querySelectorAll(`[data-axis="${axis}"] text`)].map((t) => t.textContent);
    // The axes reach the ordinary days (5 orders, $100), not the peak.
    expect(texts("orders")).toEqual(["0", "2", "4", "6"]);
    expect(texts("revenue")).toEqual(["$0", "$50", "$100"]);
    const bars = [...chart.querySelectorAll('[data-series="orders"] rect')];
    const tallest = Math.max(...bars.map((bar) => numbers(bar, "height")));
    // A day of 5 orders is most of the plot's height (it would be 2% of it beside 240).
    expect(numbers(bars[4], "height") / tallest).toBeGreaterThan(0.8);
    // The peak: marked, as high as the plot, its figures above it.
    expect(bars.filter((bar) => bar.hasAttribute("data-peak"))).toEqual([bars[14]]);
    expect(numbers(bars[14], "height")).toBe(tallest);
    expect(chart.querySelector("[data-peaks]")).toHaveTextContent("240 orders, $12,400");
    // The revenue line never leaves the plot; the legend still tells the day's real figures.
    const ys = (chart.querySelector('[data-series="revenue"]')?.getAttribute("points") ?? "")
      .split(" ")
      .map((point) => Number(point.split(",")[1]));
    expect(Math.min(...ys)).toBeCloseTo(numbers(bars[14], "y"), 0);
    const area = chart.querySelector("rect[fill=transparent]") as SVGRectElement;
    area.getBoundingClientRect = () => ({ left: 0, width: 300, top: 0, height: 200 }) as DOMRect;
    fireEvent(area, new MouseEvent("pointermove", { bubbles: true, clientX: 145 }));
    expect(chart).toHaveTextContent("Nov 15Orders 240Revenue $12,400.00");
  });

  it("writes no peak when the days are alike", () => {
    render(<SalesChart days={week} currency="usd" />);

    const chart = screen.getByTestId("sales-chart");
    expect(chart.querySelector("[data-peaks]")).toBeEmptyDOMElement();
    expect(chart.querySelectorAll("[data-peak]")).toHaveLength(0);
  });
});
