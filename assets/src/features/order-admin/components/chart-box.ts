/** The sales chart's drawing height, in px. */
export const CHART_HEIGHT = 260;
/**
 * The legend below the drawing: room for two lines on a phone, one from `sm` up, whatever
 * it says (the pointed day's figures or dashes).
 */
export const CHART_LEGEND = "h-[52px] pt-2 sm:h-8";
/**
 * The chart's box: the drawing (CHART_HEIGHT) and its legend (CHART_LEGEND). What stands
 * in its place while the overview loads has the same box (CLS 0).
 */
export const CHART_BOX = "min-h-[312px] sm:min-h-[292px]";
