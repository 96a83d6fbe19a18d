/** An axis from 0: its top and its ticks, at a round step. */
export type ChartScale = { top: number; ticks: number[] };

/** About this many steps from 0 to the top of an axis. */
const STEPS = 4;

/** The round step (1, 2 or 5 times a power of ten) that cuts 0..max in about `steps` parts. */
function roundStep(max: number, steps: number): number {
  const raw = max / steps;
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  const factor = scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10;
  return factor * power;
}

/**
 * The axis for values from 0 to `max`: at least `minimum` high (an empty month still has an
 * axis), topped at the first round step at or above the highest value. `whole` keeps the
 * steps whole numbers (orders).
 */
export function chartScale(max: number, { minimum, whole }: { minimum: number; whole: boolean }): ChartScale {
  const highest = Math.max(Number.isFinite(max) ? max : 0, minimum);
  let step = roundStep(highest, STEPS);
  if (whole) step = Math.max(1, Math.round(step));
  const count = Math.ceil(highest / step - 1e-9);
  // Multiplying each tick (not adding steps) keeps 0.1-steps free of 0.30000000000000004.
  const ticks = Array.from({ length: count + 1 }, (_, index) => Number((index * step).toPrecision(12)));
  return { top: ticks[ticks.length - 1], ticks };
}

/** The widest day label ("Nov 30") needs about this much room, in px. */
const DAY_LABEL_ROOM = 56;

/** Label every n-th day so that the labels of `days` days across `width` px do not touch. */
export function dayLabelEvery(days: number, width: number): number {
  if (days <= 0) return 1;
  return Math.max(1, Math.ceil(DAY_LABEL_ROOM / (width / days)));
}

/** A day above this many times the busy ordinary days (ORDINARY_SHARE of days at or below them) is a peak. */
const PEAK_RATIO = 3;
const ORDINARY_SHARE = 0.9;

/**
 * The highest value an axis shows in full: the largest value, unless a few days tower over
 * the rest (above PEAK_RATIO times the 90th percentile, or times `minimum` when that is
 * higher); then the largest of the other days, so that one busy day does not flatten the
 * others. Values above the axis's top are peaks: drawn cut at the top, their value written.
 */
export function ordinaryMax(values: number[], minimum: number): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const busy = sorted[Math.max(0, Math.ceil(ORDINARY_SHARE * sorted.length) - 1)];
  const ceiling = PEAK_RATIO * Math.max(busy, minimum);
  return Math.max(0, ...sorted.filter((value) => value <= ceiling));
}
