/**
 * The wall preview's geometry, without React or the DOM. Every length is in the working
 * photo's pixels ("photo px": the picked photo scaled down to at most MAX_WORKING_SIDE on
 * its long side) unless its name says cm or screen px.
 */

import { formatNumber } from "@/lib/format";

export type Point = { x: number; y: number };
export type Size = { width: number; height: number };
export type Rect = Point & Size;
/** A sheet's corners in order: top-left, top-right, bottom-right, bottom-left. */
export type Quad = [Point, Point, Point, Point];

export const MAX_WORKING_SIDE = 2400;
export const MAX_LENGTH_CM = 10_000;
/** Two marks closer than this (in photo px) give no usable scale. */
export const MIN_MARK_PX = 10;
export const A4_SHORT_CM = 21.0;
export const A4_LONG_CM = 29.7;

export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** The size of the working copy of a photo of `natural` size: never larger than `maxSide` on its long side. */
export function workingSize(natural: Size, maxSide = MAX_WORKING_SIDE): Size {
  const factor = Math.min(1, maxSide / Math.max(natural.width, natural.height));
  return {
    width: Math.max(1, Math.round(natural.width * factor)),
    height: Math.max(1, Math.round(natural.height * factor)),
  };
}

/** The length typed in cm (a comma works as the decimal point), or null unless it is in (0, MAX_LENGTH_CM]. */
export function parseLengthCm(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value > 0 && value <= MAX_LENGTH_CM ? value : null;
}

export type ScaleResult = { ok: true; pxPerCm: number } | { ok: false; problem: "length" | "too-short" };

/** Photo px per cm from a line drawn along something `lengthText` cm long. */
export function lineScale(start: Point, end: Point, lengthText: string): ScaleResult {
  const lengthCm = parseLengthCm(lengthText);
  if (lengthCm === null) return { ok: false, problem: "length" };
  const px = distance(start, end);
  if (px < MIN_MARK_PX) return { ok: false, problem: "too-short" };
  return { ok: true, pxPerCm: px / lengthCm };
}

/** The mean lengths of the sheet's two pairs of opposite sides, the longer first. */
export function sheetSides([topLeft, topRight, bottomRight, bottomLeft]: Quad): { long: number; short: number } {
  const across = (distance(topLeft, topRight) + distance(bottomLeft, bottomRight)) / 2;
  const down = (distance(topLeft, bottomLeft) + distance(topRight, bottomRight)) / 2;
  return { long: Math.max(across, down), short: Math.min(across, down) };
}

/**
 * Photo px per cm from the corners of an A4 sheet on the wall, whichever way it hangs:
 * the mean of (longer sides / 29.7 cm) and (shorter sides / 21 cm).
 */
export function sheetScale(corners: Quad): ScaleResult {
  const sides = [0, 1, 2, 3].map((i) => distance(corners[i], corners[(i + 1) % 4]));
  if (Math.min(...sides) < MIN_MARK_PX) return { ok: false, problem: "too-short" };
  const { long, short } = sheetSides(corners);
  return { ok: true, pxPerCm: (long / A4_LONG_CM + short / A4_SHORT_CM) / 2 };
}

/** Whether the marked sheet's proportions are within 15% of A4's (a hint that a corner is off). */
export function looksLikeA4(corners: Quad): boolean {
  const { long, short } = sheetSides(corners);
  if (short <= 0) return false;
  return Math.abs(long / short / (A4_LONG_CM / A4_SHORT_CM) - 1) <= 0.15;
}

/** Where the line starts on a new photo: from 30% to 70% of the width, at mid-height. */
export function initialLine(photo: Size): [Point, Point] {
  return [
    { x: photo.width * 0.3, y: photo.height / 2 },
    { x: photo.width * 0.7, y: photo.height / 2 },
  ];
}

/** Where the sheet's corners start on a new photo: an upright A4 rectangle in the middle. */
export function initialSheet(photo: Size): Quad {
  const height = Math.min(photo.height * 0.3, (photo.width * 0.3 * A4_LONG_CM) / A4_SHORT_CM);
  const width = (height * A4_SHORT_CM) / A4_LONG_CM;
  const left = (photo.width - width) / 2;
  const top = (photo.height - height) / 2;
  return [
    { x: left, y: top },
    { x: left + width, y: top },
    { x: left + width, y: top + height },
    { x: left, y: top + height },
  ];
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A point moved back inside the photo. */
export function clampPoint(point: Point, photo: Size): Point {
  return { x: clamp(point.x, 0, photo.width), y: clamp(point.y, 0, photo.height) };
}

/** The painting's size in photo px: its size in cm at `pxPerCm`. */
export function paintingSize(sizeCm: Size, pxPerCm: number): Size {
  return { width: sizeCm.width * pxPerCm, height: sizeCm.height * pxPerCm };
}

/**
 * The centre of a rectangle of `size` moved so the rectangle stays inside the photo; on an
 * axis where it is larger than the photo, it is centred on the photo.
 */
export function clampCenter(center: Point, size: Size, photo: Size): Point {
  const axis = (value: number, length: number, room: number) =>
    length >= room ? room / 2 : clamp(value, length / 2, room - length / 2);
  return { x: axis(center.x, size.width, photo.width), y: axis(center.y, size.height, photo.height) };
}

/**
 * Where the painting is drawn: its size at `pxPerCm`, its centre (`wanted`, kept inside the
 * photo) and its rectangle, all in photo px.
 */
export function placePainting(wanted: Point, sizeCm: Size, pxPerCm: number, photo: Size) {
  const size = paintingSize(sizeCm, pxPerCm);
  const center = clampCenter(wanted, size, photo);
  return { size, center, rect: rectAround(center, size) };
}

export type Placement = ReturnType<typeof placePainting>;

/** The rectangle of `size` centred on `center`. */
export function rectAround(center: Point, size: Size): Rect {
  return { x: center.x - size.width / 2, y: center.y - size.height / 2, ...size };
}

/**
 * How far an arrow key moves a handle or the painting, in photo px: 1 screen px (10 with
 * Shift) at `screenPxPerPhotoPx`. Null for other keys.
 */
export function keyboardStep(key: string, shiftKey: boolean, screenPxPerPhotoPx: number): Point | null {
  const step = (shiftKey ? 10 : 1) / (screenPxPerPhotoPx > 0 ? screenPxPerPhotoPx : 1);
  switch (key) {
    case "ArrowLeft":
      return { x: -step, y: 0 };
    case "ArrowRight":
      return { x: step, y: 0 };
    case "ArrowUp":
      return { x: 0, y: -step };
    case "ArrowDown":
      return { x: 0, y: step };
    default:
      return null;
  }
}

export function addPoints(a: Point, b: Point): Point {
  return { x: a.x + b.x, y: a.y + b.y };
}

/**
 * The frame drawn inside a painting's rectangle (`size`, which includes the frame): the
 * moulding is 5% of the shorter side (at least 2 px), then a thin light mat line, then the
 * picture. Unframed, the picture fills the rectangle. Insets are from the rectangle's edges.
 */
export function frameLayout(size: Size, framed: boolean): { frame: number; mat: number; pictureInset: number } {
  if (!framed) return { frame: 0, mat: 0, pictureInset: 0 };
  const shorter = Math.min(size.width, size.height);
  const frame = Math.min(Math.max(2, shorter * 0.05), shorter / 4);
  const mat = Math.min(Math.max(0.5, frame * 0.15), shorter / 8);
  return { frame, mat, pictureInset: frame + mat };
}

/**
 * Where to draw a `source`-sized image so that it covers `box` without distortion, centred
 * (CSS object-fit: cover): clip to `box` and draw the image at this rectangle.
 */
export function coverRect(source: Size, box: Rect): Rect {
  const factor = Math.max(box.width / source.width, box.height / source.height);
  const width = source.width * factor;
  const height = source.height * factor;
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}

/**
 * The painting's shadow on the wall, in photo px (`sigma`: the blur's standard deviation):
 * a frame stands further off the wall than a bare canvas.
 */
export function shadowOf(pxPerCm: number, framed: boolean): { offsetY: number; sigma: number; opacity: number } {
  return framed
    ? { offsetY: 0.6 * pxPerCm, sigma: 0.8 * pxPerCm, opacity: 0.45 }
    : { offsetY: 0.3 * pxPerCm, sigma: 0.45 * pxPerCm, opacity: 0.35 };
}

/** "60", "45.5": a length in cm for people. */
export function formatCm(cm: number): string {
  return formatNumber(cm, 1);
}

/**
 * `value` as a CSS percentage of `whole`. Overlays are placed in % of the photo's size, so
 * they follow the photo whatever size it is shown at (no re-measuring on resize).
 */
export function percentOf(value: number, whole: number): string {
  return `${(value / whole) * 100}%`;
}
