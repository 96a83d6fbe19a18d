import { clampPoint, percentOf, type Point, type Size } from "../geometry";
import { useDraggable } from "../use-draggable";

/** Half the 44 px target. */
const HALF = 22;

type DragHandleProps = {
  label: string;
  testId: string;
  point: Point;
  photo: Size;
  onMove: (point: Point) => void;
  screenScale: () => number;
  /** The id of the text saying how the arrow keys move it. */
  describedBy: string;
  /** Told when a pointer drag starts (its scale) and ends (null): the loupe shows meanwhile. */
  onDragChange?: (scale: number | null) => void;
  /**
   * Where the grip is, in screen px from the point (none: on the point). Handles whose
   * points are close (a sheet's corners on a phone) keep grips apart, and the finger
   * does not hide the point; a stem joins the grip to the point.
   */
  grip?: Point;
};

/**
 * A round 44 px grip showing a ring (and a dot at the exact point when it is on it), moved by
 * pointer drag or the arrow keys, its point kept on the photo.
 */
export function DragHandle({
  label,
  testId,
  point,
  photo,
  onMove,
  screenScale,
  describedBy,
  onDragChange,
  grip = { x: 0, y: 0 },
}: DragHandleProps) {
  const handlers = useDraggable({
    position: point,
    onMove,
    clamp: (next) => clampPoint(next, photo),
    screenScale,
    onDragChange,
  });
  const gripLength = Math.hypot(grip.x, grip.y);
  const onPoint = gripLength === 0;
  // The stem starts at the ring's edge (14 px from the grip's centre).
  const stemStart = onPoint ? { x: 0, y: 0 } : { x: (-grip.x * 14) / gripLength, y: (-grip.y * 14) / gripLength };
  return (
    <button
      type="button"
      aria-label={label}
      aria-describedby={describedBy}
      data-testid={testId}
      className="group absolute z-20 flex size-11 cursor-grab touch-none items-center justify-center rounded-full select-none focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ultramarine-600 active:cursor-grabbing"
      style={{
        left: percentOf(point.x, photo.width),
        top: percentOf(point.y, photo.height),
        marginLeft: grip.x - HALF,
        marginTop: grip.y - HALF,
      }}
      {...handlers}
    >
      {onPoint ? null : (
        <svg aria-hidden="true" className="pointer-events-none absolute top-1/2 left-1/2 size-px overflow-visible">
          <line
            x1={stemStart.x}
            y1={stemStart.y}
            x2={-grip.x}
            y2={-grip.y}
            stroke="rgb(31 25 22 / 0.8)"
            strokeWidth={4}
          />
          <line x1={stemStart.x} y1={stemStart.y} x2={-grip.x} y2={-grip.y} stroke="#ffffff" strokeWidth={2} />
          <circle cx={-grip.x} cy={-grip.y} r={3} fill="#ffffff" stroke="rgb(31 25 22 / 0.85)" strokeWidth={1.5} />
        </svg>
      )}
      <span
        aria-hidden="true"
        className="relative size-7 rounded-full border-[2.5px] border-white bg-terracotta-700/25 shadow-[0_0_0_1.5px_rgb(31_25_22/0.8),0_2px_6px_rgb(31_25_22/0.45)] group-hover:bg-terracotta-700/45 group-active:bg-terracotta-700/45 motion-safe:transition-colors"
      />
      {onPoint ? (
        <span
          aria-hidden="true"
          className="absolute size-1.5 rounded-full bg-white shadow-[0_0_0_1.5px_rgb(31_25_22/0.85)]"
        />
      ) : null}
    </button>
  );
}
