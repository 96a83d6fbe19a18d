import type { Point, Size } from "../geometry";

const SIZE = 120;
const ZOOM = 3;

type LoupeProps = {
  photoUrl: string;
  photo: Size;
  /** The point under the finger, in photo px. */
  point: Point;
  /** Screen px per photo px while the drag lasts. */
  scale: number;
};

/**
 * A magnifier in a top corner of the photo, away from the finger, showing the photo around
 * the handle being dragged (3x) with a crosshair: a finger hides the very point it places.
 */
export function Loupe({ photoUrl, photo, point, scale }: LoupeProps) {
  const zoom = scale * ZOOM;
  const nearTopLeft = point.x * scale < SIZE + 40 && point.y * scale < SIZE + 40;
  return (
    <div
      aria-hidden="true"
      data-testid="wall-preview-loupe"
      className={`pointer-events-none absolute top-2 z-30 overflow-hidden rounded-full border-4 border-white bg-ink-100 bg-no-repeat shadow-lg ring-1 ring-ink-950/30 ${nearTopLeft ? "right-2" : "left-2"}`}
      style={{
        width: SIZE,
        height: SIZE,
        backgroundImage: `url("${photoUrl}")`,
        backgroundSize: `${photo.width * zoom}px ${photo.height * zoom}px`,
        backgroundPosition: `${SIZE / 2 - 4 - point.x * zoom}px ${SIZE / 2 - 4 - point.y * zoom}px`,
      }}
    >
      <span className="absolute top-1/2 left-0 h-px w-full -translate-y-1/2 bg-white/90 mix-blend-difference" />
      <span className="absolute top-0 left-1/2 h-full w-px -translate-x-1/2 bg-white/90 mix-blend-difference" />
    </div>
  );
}
