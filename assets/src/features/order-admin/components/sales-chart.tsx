import { useLayoutEffect, useRef, useState, type PointerEvent } from "react";
import { formatPrice } from "@/lib/format";
import { formatDay } from "@/lib/format-date";
import type { OverviewDay } from "../types";
import { CHART_BOX, CHART_HEIGHT as HEIGHT, CHART_LEGEND } from "./chart-box";
import { chartScale, dayLabelEvery, ordinaryMax } from "./chart-scale";

const ORDERS_COLOUR = "#cbdac8"; // sage-200
const ORDERS_STROKE = "#4a634b"; // sage-700
const REVENUE_COLOUR = "#a23b20"; // terracotta-700
const AXIS_COLOUR = "#5a4b41"; // ink-700
const GRID_COLOUR = "#eeeae4"; // ink-100
const HOVER_COLOUR = "#f6f4f0"; // ink-50

/** Room around the plot for the axes' labels (and above it, a peak's figures), in px. */
const MARGIN = { top: 24, right: 72, bottom: 26, left: 40 };
/** Where a peak's figures stop short of the plot's ends, to stay inside the drawing. */
const PEAK_LABEL_ROOM = 60;
/** Until the container is measured (and in jsdom, which lays nothing out). */
const DEFAULT_WIDTH = 600;
/** A day's bar takes this share of the day's width, and no more than BAR_MAX px. */
const BAR_SHARE = 0.6;
const BAR_MAX = 40;

/** A price tick without its zero cents ("$1,500", not "$1,500.00"): the axis is narrow. */
function priceTick(amount: number, currency: string): string {
  return formatPrice(amount, currency).replace(/\.0+$/, "");
}

/** The width of the element, following it as it changes. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (value: number) => {
      const rounded = Math.floor(value);
      if (rounded > 0) setWidth(rounded);
    };
    measure(element.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => measure(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Orders (bars, left axis) and revenue (line, right axis) per day, drawn as SVG at its
 * container's width; pointing at a day (or tapping it) shows its figures in the legend. Hidden from screen
 * readers: the overview gives the same figures as a table.
 */
export default function SalesChart({ days, currency }: { days: OverviewDay[]; currency: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useWidth(containerRef);
  const [pointed, setPointed] = useState<number | null>(null);

  const plotWidth = Math.max(width - MARGIN.left - MARGIN.right, 1);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const bottom = MARGIN.top + plotHeight;
  const slot = plotWidth / Math.max(days.length, 1);
  const barWidth = Math.min(slot * BAR_SHARE, BAR_MAX);
  const revenues = days.map((day) => Number(day.revenue) || 0);
  // One day far above the rest would flatten the others: the axes stop at the ordinary days.
  const orders = chartScale(
    ordinaryMax(
      days.map((day) => day.orders),
      4,
    ),
    { minimum: 4, whole: true },
  );
  const revenue = chartScale(ordinaryMax(revenues, 1), { minimum: 1, whole: false });
  const x = (index: number) => MARGIN.left + slot * (index + 0.5);
  // A peak is drawn to the top of the plot, no higher.
  const y = (value: number, top: number) => bottom - (Math.min(value, top) / top) * plotHeight;
  const labelEvery = dayLabelEvery(days.length, plotWidth);
  const line = revenues.map((value, index) => `${x(index).toFixed(1)},${y(value, revenue.top).toFixed(1)}`).join(" ");
  const peaks = days.flatMap((day, index) => {
    const figures = [
      day.orders > orders.top ? `${day.orders} orders` : null,
      revenues[index] > revenue.top ? priceTick(revenues[index], currency) : null,
    ].filter((figure) => figure !== null);
    return figures.length ? [{ index, date: day.date, label: figures.join(", ") }] : [];
  });

  function point(event: PointerEvent<SVGRectElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const index = Math.floor((event.clientX - box.left) / (box.width / days.length));
    setPointed(index >= 0 && index < days.length ? index : null);
  }

  const shown = pointed === null ? null : { ...days[pointed], revenue: revenues[pointed] };
  return (
    <div ref={containerRef} aria-hidden="true" className={`w-full min-w-0 ${CHART_BOX}`} data-testid="sales-chart">
      {/* As wide as its box (never wider: it is drawn again at the measured width). */}
      <svg
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="block w-full font-sans text-[11px]"
      >
        {pointed !== null && (
          <rect x={MARGIN.left + slot * pointed} y={MARGIN.top} width={slot} height={plotHeight} fill={HOVER_COLOUR} />
        )}
        <g data-axis="orders">
          {orders.ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={MARGIN.left + plotWidth}
                y1={y(tick, orders.top)}
                y2={y(tick, orders.top)}
                stroke={GRID_COLOUR}
              />
              <text x={MARGIN.left - 6} y={y(tick, orders.top)} dy="0.32em" textAnchor="end" fill={AXIS_COLOUR}>
                {tick}
              </text>
            </g>
          ))}
        </g>
        <g data-axis="revenue">
          {revenue.ticks.map((tick) => (
            <text key={tick} x={MARGIN.left + plotWidth + 6} y={y(tick, revenue.top)} dy="0.32em" fill={AXIS_COLOUR}>
              {priceTick(tick, currency)}
            </text>
          ))}
        </g>
        <g data-axis="days">
          {days.map((day, index) =>
            index % labelEvery === 0 ? (
              <text key={day.date} x={x(index)} y={bottom + 17} textAnchor="middle" fill={AXIS_COLOUR}>
                {formatDay(day.date)}
              </text>
            ) : null,
          )}
        </g>
        <g data-series="orders" fill={ORDERS_COLOUR} stroke={ORDERS_STROKE}>
          {days.map((day, index) =>
            day.orders > 0 ? (
              <rect
                key={day.date}
                data-peak={day.orders > orders.top || undefined}
                x={x(index) - barWidth / 2}
                y={y(day.orders, orders.top)}
                width={barWidth}
                height={bottom - y(day.orders, orders.top)}
              />
            ) : null,
          )}
        </g>
        <polyline
          data-series="revenue"
          points={line}
          fill="none"
          stroke={REVENUE_COLOUR}
          strokeWidth={2}
          strokeLinejoin="round"
        />
        <g data-peaks="">
          {peaks.map(({ index, date, label }) => {
            const centre = x(index);
            const anchor =
              centre < MARGIN.left + PEAK_LABEL_ROOM
                ? "start"
                : centre > MARGIN.left + plotWidth - PEAK_LABEL_ROOM
                  ? "end"
                  : "middle";
            const labelX = anchor === "start" ? MARGIN.left : anchor === "end" ? MARGIN.left + plotWidth : centre;
            const cut = MARGIN.top + 12;
            return (
              <g key={date}>
                {/* The axis break: two slashes across the day, whose figures stand above it. */}
                <path
                  d={`M${centre - 8},${cut + 3} L${centre + 8},${cut - 3} M${centre - 8},${cut + 8} L${centre + 8},${cut + 2}`}
                  stroke="#ffffff"
                  strokeWidth={3}
                />
                <text x={labelX} y={MARGIN.top - 8} textAnchor={anchor} fill={AXIS_COLOUR} fontWeight={600}>
                  {label}
                </text>
              </g>
            );
          })}
        </g>
        <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={bottom} y2={bottom} stroke={AXIS_COLOUR} />
        <rect
          x={MARGIN.left}
          y={MARGIN.top}
          width={plotWidth}
          height={plotHeight}
          fill="transparent"
          onPointerDown={point}
          onPointerMove={point}
          // A finger lifted leaves too: a tapped day stays shown until the next tap.
          onPointerLeave={(event) => event.pointerType !== "touch" && setPointed(null)}
        />
      </svg>
      <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-800 ${CHART_LEGEND}`}>
        <span className="font-semibold">{shown ? formatDay(shown.date) : "Day"}</span>
        <span className="inline-flex items-center gap-1.5">
          <span
            className="inline-block size-3 border"
            style={{ background: ORDERS_COLOUR, borderColor: ORDERS_STROKE }}
          />
          Orders {shown ? shown.orders : "—"}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4" style={{ background: REVENUE_COLOUR }} />
          Revenue {shown ? formatPrice(shown.revenue, currency) : "—"}
        </span>
      </p>
    </div>
  );
}
