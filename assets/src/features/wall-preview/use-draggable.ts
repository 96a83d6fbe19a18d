import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import { addPoints, keyboardStep, type Point } from "./geometry";

type DraggableOptions = {
  /** Where the element is now, in photo px. */
  position: Point;
  /** Called with the new position (already passed through `clamp`). */
  onMove: (next: Point) => void;
  clamp: (point: Point) => Point;
  /** Screen px per photo px now (the photo's displayed width over its width in photo px). */
  screenScale: () => number;
  /** Told when a pointer drag starts (with the scale it uses) and ends (null). */
  onDragChange?: (scale: number | null) => void;
};

type Drag = { pointerId: number; start: Point; from: Point; scale: number };

/**
 * Moves an element over the photo by pointer drag (mouse, pen or touch: the pointer is
 * captured, so the drag goes on outside the element) and by the arrow keys (1 screen px a
 * press, 10 with Shift). Spread the returned handlers on a focusable element with
 * `touch-action: none`.
 */
export function useDraggable({ position, onMove, clamp, screenScale, onDragChange }: DraggableOptions) {
  const drag = useRef<Drag | null>(null);

  const end = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    onDragChange?.(null);
  };

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === "mouse" && event.button !== 0) return;
      if (drag.current) return;
      // jsdom has no pointer capture.
      event.currentTarget.setPointerCapture?.(event.pointerId);
      const scale = screenScale() || 1;
      drag.current = {
        pointerId: event.pointerId,
        start: { x: event.clientX, y: event.clientY },
        from: position,
        scale,
      };
      onDragChange?.(scale);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const moved = {
        x: (event.clientX - current.start.x) / current.scale,
        y: (event.clientY - current.start.y) / current.scale,
      };
      onMove(clamp(addPoints(current.from, moved)));
    },
    onPointerUp: end,
    onPointerCancel: end,
    onLostPointerCapture: end,
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const step = keyboardStep(event.key, event.shiftKey, screenScale());
      if (!step) return;
      event.preventDefault();
      onMove(clamp(addPoints(position, step)));
    },
  };
}
