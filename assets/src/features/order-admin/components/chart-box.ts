/** The sales chart's canvas height, in px. */
export const CHART_HEIGHT = 260;
/**
 * The chart's box: the canvas (CHART_HEIGHT) and uPlot's legend below it, two lines of
 * 29.5 px on a phone, one from `sm` up. What stands in its place while the overview or the
 * chart's code loads has the same box (CLS 0).
 */
export const CHART_BOX = "min-h-[319px] sm:min-h-[289.5px]";
