import { useState } from "react";
import { formatCm, percentOf, type Point, type Size } from "../geometry";
import type { Marking } from "../use-marking";
import { DragHandle } from "./drag-handle";
import { Loupe } from "./loupe";

/** A sheet is small on a phone's screen: each corner's grip sits diagonally outside it. */
const GRIP = 26;

const CORNERS = [
  { label: "Top-left corner of the sheet", testId: "wall-preview-sheet-top-left", grip: { x: -GRIP, y: -GRIP } },
  { label: "Top-right corner of the sheet", testId: "wall-preview-sheet-top-right", grip: { x: GRIP, y: -GRIP } },
  { label: "Bottom-right corner of the sheet", testId: "wall-preview-sheet-bottom-right", grip: { x: GRIP, y: GRIP } },
  { label: "Bottom-left corner of the sheet", testId: "wall-preview-sheet-bottom-left", grip: { x: -GRIP, y: GRIP } },
] as const;

type MarkerOverlayProps = {
  marking: Marking;
  photo: Size & { url: string };
  screenScale: () => number;
  /** The id of the text saying how the arrow keys move a handle. */
  describedBy: string;
};

/** Dark under light: a mark that shows on any wall. */
const OUTLINE = { stroke: "rgb(31 25 22 / 0.75)", strokeWidth: 5, vectorEffect: "non-scaling-stroke" } as const;
const MARK = { stroke: "#ffffff", strokeWidth: 2.5, vectorEffect: "non-scaling-stroke" } as const;

/** The marks on the photo: the line and its two ends, or the sheet and its four corners. */
export function MarkerOverlay({ marking, photo, screenScale, describedBy }: MarkerOverlayProps) {
  const [dragging, setDragging] = useState<{ index: number; scale: number } | null>(null);
  const points: Point[] = marking.method === "line" ? marking.line : marking.sheet;
  const dragChange = (index: number) => (scale: number | null) => setDragging(scale === null ? null : { index, scale });
  const [start, end] = marking.line;

  return (
    <>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${photo.width} ${photo.height}`}
        preserveAspectRatio="none"
        className="pointer-events-none absolute inset-0 z-20 size-full overflow-visible"
      >
        {marking.method === "line" ? (
          <>
            <line x1={start.x} y1={start.y} x2={end.x} y2={end.y} strokeLinecap="round" {...OUTLINE} />
            <line
              data-testid="wall-preview-line"
              x1={start.x}
              y1={start.y}
              x2={end.x}
              y2={end.y}
              strokeLinecap="round"
              {...MARK}
            />
          </>
        ) : (
          <>
            <polygon
              points={marking.sheet.map((p) => `${p.x},${p.y}`).join(" ")}
              fill="rgb(255 255 255 / 0.18)"
              strokeLinejoin="round"
              {...OUTLINE}
            />
            <polygon
              data-testid="wall-preview-sheet"
              points={marking.sheet.map((p) => `${p.x},${p.y}`).join(" ")}
              fill="none"
              strokeLinejoin="round"
              strokeDasharray="8 5"
              {...MARK}
            />
          </>
        )}
      </svg>

      {marking.method === "line" && marking.lengthCm !== null ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute z-20 -translate-x-1/2 -translate-y-[calc(100%+14px)] rounded-full bg-ink-950/80 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white"
          style={{
            left: percentOf((start.x + end.x) / 2, photo.width),
            top: percentOf((start.y + end.y) / 2, photo.height),
          }}
        >
          {formatCm(marking.lengthCm)} cm
        </span>
      ) : null}

      {marking.method === "line" ? (
        <>
          <DragHandle
            label="Start of the line"
            testId="wall-preview-line-start"
            point={start}
            photo={photo}
            onMove={(point) => marking.moveLineEnd(0, point)}
            screenScale={screenScale}
            describedBy={describedBy}
            onDragChange={dragChange(0)}
          />
          <DragHandle
            label="End of the line"
            testId="wall-preview-line-end"
            point={end}
            photo={photo}
            onMove={(point) => marking.moveLineEnd(1, point)}
            screenScale={screenScale}
            describedBy={describedBy}
            onDragChange={dragChange(1)}
          />
        </>
      ) : (
        CORNERS.map((corner, index) => (
          <DragHandle
            key={corner.testId}
            label={corner.label}
            testId={corner.testId}
            point={marking.sheet[index]}
            photo={photo}
            onMove={(point) => marking.moveCorner(index, point)}
            screenScale={screenScale}
            describedBy={describedBy}
            onDragChange={dragChange(index)}
            grip={corner.grip}
          />
        ))
      )}

      {dragging && points[dragging.index] ? (
        <Loupe photoUrl={photo.url} photo={photo} point={points[dragging.index]} scale={dragging.scale} />
      ) : null}
    </>
  );
}
