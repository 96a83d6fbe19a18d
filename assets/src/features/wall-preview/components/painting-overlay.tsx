import { useId, type Ref } from "react";
import { frameLayers } from "../frame-style";
import { clampCenter, percentOf, shadowOf, type Placement, type Point, type Size } from "../geometry";
import type { WallPainting } from "../types";
import { useDraggable } from "../use-draggable";

type PaintingOverlayProps = {
  painting: WallPainting;
  photo: Size;
  pxPerCm: number;
  placement: Placement;
  /** Called with the painting's new centre (kept inside the photo). */
  onMove: (center: Point) => void;
  screenScale: () => number;
  describedBy: string;
  buttonRef?: Ref<HTMLButtonElement>;
};

/**
 * The painting on the photo at true scale. Its element's box is exactly the painting's
 * rectangle (frame included), in % of the photo, so it follows the photo's displayed size.
 * The frame, picture and shadow are an SVG in photo px, drawn like the downloaded picture.
 */
export function PaintingOverlay({
  painting,
  photo,
  pxPerCm,
  placement,
  onMove,
  screenScale,
  describedBy,
  buttonRef,
}: PaintingOverlayProps) {
  const { size, center, rect } = placement;
  const handlers = useDraggable({
    position: center,
    onMove,
    clamp: (next) => clampCenter(next, size, photo),
    screenScale,
  });
  const shadowId = `wall-shadow-${useId().replace(/[^\w-]/g, "")}`;
  const { layers, pictureInset } = frameLayers(size, painting.framed);
  const shadow = shadowOf(pxPerCm, painting.framed);
  const inner = (inset: number) => ({
    x: inset,
    y: inset,
    width: Math.max(0, size.width - 2 * inset),
    height: Math.max(0, size.height - 2 * inset),
  });

  return (
    <button
      ref={buttonRef}
      type="button"
      data-testid="wall-preview-painting"
      aria-label={`${painting.title}: use the arrow keys to move it`}
      aria-describedby={describedBy}
      className="absolute z-10 block cursor-grab touch-none select-none focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-ultramarine-600 active:cursor-grabbing"
      style={{
        left: percentOf(rect.x, photo.width),
        top: percentOf(rect.y, photo.height),
        width: percentOf(rect.width, photo.width),
        height: percentOf(rect.height, photo.height),
      }}
      {...handlers}
    >
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${size.width} ${size.height}`}
        preserveAspectRatio="none"
        className="absolute inset-0 size-full overflow-visible"
      >
        <defs>
          <filter id={shadowId} x="-50%" y="-50%" width="200%" height="200%" colorInterpolationFilters="sRGB">
            <feDropShadow
              dx={0}
              dy={shadow.offsetY}
              stdDeviation={shadow.sigma}
              floodColor="#000"
              floodOpacity={shadow.opacity}
            />
          </filter>
        </defs>
        {layers.map((layer, index) => (
          <rect
            key={index}
            {...inner(layer.inset)}
            fill={layer.colour}
            filter={index === 0 ? `url(#${shadowId})` : undefined}
          />
        ))}
        <image href={painting.img} {...inner(pictureInset)} preserveAspectRatio="xMidYMid slice" />
      </svg>
    </button>
  );
}
