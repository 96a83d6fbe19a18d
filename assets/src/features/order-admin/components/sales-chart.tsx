import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { formatPrice } from "@/lib/format";
import type { OverviewDay } from "../types";
import { CHART_BOX, CHART_HEIGHT as HEIGHT } from "./chart-box";

const ORDERS_COLOUR = "#cbdac8"; // sage-200
const ORDERS_STROKE = "#4a634b"; // sage-700
const REVENUE_COLOUR = "#a23b20"; // terracotta-700
const AXIS_COLOUR = "#5a4b41"; // ink-700
const GRID_COLOUR = "#eeeae4"; // ink-100

/** The day "2026-11-01" as uPlot's x value: seconds at UTC midnight. */
function dayToSeconds(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 1000;
}

function chartOptions(width: number, currency: string): uPlot.Options {
  const axis = { stroke: AXIS_COLOUR, grid: { stroke: GRID_COLOUR, width: 1 }, ticks: { stroke: GRID_COLOUR } };
  return {
    width,
    height: HEIGHT,
    // The server's days are UTC dates: label them so, whatever the browser's time zone.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), "UTC"),
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true }, orders: { range: (_u, _min, max) => [0, Math.max(max, 4)] }, revenue: {} },
    series: [
      { label: "Day", value: "{MMM} {D}" },
      {
        label: "Orders",
        scale: "orders",
        fill: ORDERS_COLOUR,
        stroke: ORDERS_STROKE,
        width: 1,
        paths: uPlot.paths.bars?.({ size: [0.6, 40] }),
        points: { show: false },
      },
      {
        label: "Revenue",
        scale: "revenue",
        stroke: REVENUE_COLOUR,
        width: 2,
        value: (_u, value) => (value == null ? "—" : formatPrice(value, currency)),
      },
    ],
    axes: [
      { ...axis },
      { ...axis, scale: "orders", label: "Orders", values: (_u, ticks) => ticks.map((tick) => String(tick)) },
      {
        ...axis,
        scale: "revenue",
        side: 1,
        label: "Revenue",
        grid: { show: false },
        values: (_u, ticks) => ticks.map((tick) => formatPrice(tick, currency)),
        size: 70,
      },
    ],
  };
}

/**
 * Orders (bars, left axis) and revenue (line, right axis) per day, drawn by uPlot on a
 * canvas that follows its container's width. Hidden from screen readers: the overview
 * gives the same figures as a table.
 */
export default function SalesChart({ days, currency }: { days: OverviewDay[]; currency: string }) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const data: uPlot.AlignedData = [
      days.map((day) => dayToSeconds(day.date)),
      days.map((day) => day.orders),
      days.map((day) => Number(day.revenue)),
    ];
    const chart = new uPlot(chartOptions(container.clientWidth || 600, currency), data, container);
    let observer: ResizeObserver | undefined;
    if (typeof ResizeObserver !== "undefined") {
      observer = new ResizeObserver(([entry]) => {
        const width = Math.floor(entry.contentRect.width);
        if (width > 0 && width !== chart.width) chart.setSize({ width, height: HEIGHT });
      });
      observer.observe(container);
    }
    return () => {
      observer?.disconnect();
      chart.destroy();
    };
  }, [days, currency]);

  return (
    <div ref={containerRef} aria-hidden="true" className={`w-full min-w-0 ${CHART_BOX}`} data-testid="sales-chart" />
  );
}
