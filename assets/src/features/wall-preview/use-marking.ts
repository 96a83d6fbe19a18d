import { useState } from "react";
import {
  distance,
  initialLine,
  initialSheet,
  lineScale,
  looksLikeA4,
  MIN_MARK_PX,
  parseLengthCm,
  sheetScale,
  type Point,
  type Quad,
  type ScaleResult,
  type Size,
} from "./geometry";

export type MarkMethod = "line" | "sheet";

export const MARK_MESSAGES = {
  length: "Enter the length in centimetres",
  lineTooShort: "Drag the ends of the line apart",
  sheetTooSmall: "Drag the corners apart, onto the corners of the sheet",
  notA4: "That shape doesn't look like an A4 sheet: check that each handle is on a corner of the sheet.",
} as const;

/**
 * What the customer marked on the photo (a line of a known length, or the corners of an A4
 * sheet), the scale it gives and what is wrong with it.
 */
export function useMarking(photo: Size) {
  const [method, setMethod] = useState<MarkMethod>("line");
  const [line, setLine] = useState<[Point, Point]>(() => initialLine(photo));
  const [lengthText, setLengthText] = useState("");
  const [lengthTouched, setLengthTouched] = useState(false);
  const [sheet, setSheet] = useState<Quad>(() => initialSheet(photo));

  const scale: ScaleResult = method === "line" ? lineScale(line[0], line[1], lengthText) : sheetScale(sheet);
  const lengthCm = parseLengthCm(lengthText);

  let lengthError: string | undefined;
  let markError: string | undefined;
  let markWarning: string | undefined;
  if (method === "line") {
    if (lengthTouched && lengthCm === null) lengthError = MARK_MESSAGES.length;
    if (distance(line[0], line[1]) < MIN_MARK_PX) markError = MARK_MESSAGES.lineTooShort;
  } else if (!scale.ok) {
    markError = MARK_MESSAGES.sheetTooSmall;
  } else if (!looksLikeA4(sheet)) {
    markWarning = MARK_MESSAGES.notA4;
  }

  return {
    method,
    setMethod,
    line,
    moveLineEnd: (index: 0 | 1, point: Point) =>
      setLine((current) => (index === 0 ? [point, current[1]] : [current[0], point])),
    lengthText,
    lengthCm,
    setLengthText: (text: string) => {
      setLengthText(text);
      setLengthTouched(true);
    },
    touchLength: () => setLengthTouched(true),
    lengthError,
    sheet,
    moveCorner: (index: number, point: Point) =>
      setSheet((current) => current.map((corner, i) => (i === index ? point : corner)) as Quad),
    markError,
    markWarning,
    scale,
  };
}

export type Marking = ReturnType<typeof useMarking>;
