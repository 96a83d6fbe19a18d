/**
 * A stand-in for uPlot (it draws on a canvas and reads matchMedia on import, which jsdom
 * lacks): each chart made is kept in `charts` with the options and data it was given.
 */
type Chart = { opts: unknown; data: unknown; target: unknown; destroyed: boolean };

export const charts: Chart[] = [];

export default class FakeUPlot {
  static paths = { bars: () => () => null };
  static tzDate = (date: Date) => date;

  readonly width: number;
  private readonly chart: Chart;

  constructor(opts: { width: number }, data?: unknown, target?: unknown) {
    this.width = opts.width;
    this.chart = { opts, data, target, destroyed: false };
    charts.push(this.chart);
  }

  setSize() {}

  destroy() {
    this.chart.destroyed = true;
  }
}
