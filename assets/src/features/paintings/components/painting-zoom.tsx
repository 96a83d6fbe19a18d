import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { createPortal } from "react-dom";
import { trapTab, useModalFocus } from "@/components/ui/modal-focus";
import { ProductImage } from "@/components/ui/product-image";
import { cn } from "@/lib/cn";
import type { PaintingImage } from "../types";

/** The zoom levels, from the whole painting (1) up. */
export const ZOOM_LEVELS = [1, 1.5, 2, 3, 4];
/** How far an arrow key moves the view: a tenth of the painting. */
const PAN_STEP = 10;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [1, 0],
  ArrowRight: [-1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

const CONTROL =
  "inline-flex h-11 items-center justify-center rounded-full bg-ink-900 text-white transition hover:bg-ink-700 disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ochre-300";
const ZOOM_CONTROL = `${CONTROL} w-11 shrink-0 text-xl font-bold`;

type Offset = { x: number; y: number };

/** How far the painting may move at `scale` (in % of its size, before scaling): its edges stay at the view's. */
function clampOffset({ x, y }: Offset, scale: number): Offset {
  const limit = ((scale - 1) / (2 * scale)) * 100;
  const clamp = (value: number) => Math.max(-limit, Math.min(limit, value));
  return { x: clamp(x), y: clamp(y) };
}

type PaintingZoomProps = {
  title: string;
  image: PaintingImage;
  alt: string;
  width: number;
  height: number;
  onClose: () => void;
  /** Where focus goes on close when what opened the dialog cannot take it (the image). */
  fallbackFocus: () => HTMLElement | null;
};

/**
 * The painting, large, in a modal dialog: zoom in and out with its buttons (or + and -),
 * move around by dragging or with the arrow keys; Escape or Close closes it.
 */
export function PaintingZoom(props: PaintingZoomProps) {
  return createPortal(<ZoomDialog {...props} />, document.body);
}

function ZoomDialog({ title, image, alt, width, height, onClose, fallbackFocus }: PaintingZoomProps) {
  const titleId = useId();
  const helpId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const zoomInRef = useRef<HTMLButtonElement>(null);
  const viewRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerX: number; pointerY: number; from: Offset } | null>(null);
  const [level, setLevel] = useState(0);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);
  useModalFocus(zoomInRef, fallbackFocus);

  const scale = ZOOM_LEVELS[level];
  const zoomTo = (next: number) => {
    const nextLevel = Math.max(0, Math.min(ZOOM_LEVELS.length - 1, next));
    setLevel(nextLevel);
    setOffset((current) => clampOffset(current, ZOOM_LEVELS[nextLevel]));
  };
  const moveTo = (next: Offset) => setOffset(clampOffset(next, scale));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    } else if (event.key === "+" || event.key === "=") {
      zoomTo(level + 1);
    } else if (event.key === "-") {
      zoomTo(level - 1);
    } else {
      trapTab(event, dialogRef.current);
    }
  };

  const onViewKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = PAN_STEP / scale;
    moveTo({ x: offset.x + arrow[0] * step, y: offset.y + arrow[1] * step });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (scale === 1) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointerX: event.clientX, pointerY: event.clientY, from: offset };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const view = viewRef.current;
    if (!start || !view?.clientWidth || !view.clientHeight) return;
    // Pixels dragged, as % of the painting's size before scaling.
    const dx = ((event.clientX - start.pointerX) / view.clientWidth / scale) * 100;
    const dy = ((event.clientY - start.pointerY) / view.clientHeight / scale) * 100;
    moveTo({ x: start.from.x + dx, y: start.from.y + dy });
  };
  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={helpId}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-[80] flex flex-col bg-ink-950 text-white"
    >
      {/* One row at 375 px: the title gives way (cut short), never the controls. */}
      <div className="flex items-center gap-2 px-4 py-3 sm:px-6">
        <h2 id={titleId} className="min-w-0 flex-1 truncate font-serif text-xl font-bold">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => zoomTo(level - 1)}
          disabled={level === 0}
          aria-label="Zoom out"
          className={ZOOM_CONTROL}
        >
          <span aria-hidden="true">−</span>
        </button>
        <p role="status" className="w-12 shrink-0 text-center text-sm font-semibold tabular-nums sm:w-14">
          {`${Math.round(scale * 100)}%`}
        </p>
        <button
          ref={zoomInRef}
          type="button"
          onClick={() => zoomTo(level + 1)}
          disabled={level === ZOOM_LEVELS.length - 1}
          aria-label="Zoom in"
          className={ZOOM_CONTROL}
        >
          <span aria-hidden="true">+</span>
        </button>
        <button
          type="button"
          onClick={onClose}
          className={cn(CONTROL, "shrink-0 px-4 text-base font-semibold sm:ml-2")}
        >
          Close
        </button>
      </div>
      <p id={helpId} className="sr-only">
        Zoom in, then drag the painting or use the arrow keys to move around it.
      </p>
      <div
        ref={viewRef}
        role="group"
        aria-label="Zoomed painting"
        tabIndex={0}
        onKeyDown={onViewKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        className={`relative m-4 mt-0 flex min-h-0 flex-1 touch-none items-center justify-center overflow-hidden rounded-2xl select-none focus-visible:outline-3 focus-visible:outline-ochre-300 sm:m-6 sm:mt-0 ${scale > 1 ? (dragging ? "cursor-grabbing" : "cursor-grab") : ""}`}
      >
        <ProductImage
          src={image.img}
          srcSet={image.imgSrcset ?? undefined}
          sizes="100vw"
          alt={alt}
          width={width}
          height={height}
          draggable={false}
          style={{ transform: `scale(${scale}) translate(${offset.x}%, ${offset.y}%)` }}
          className={`max-h-full max-w-full object-contain ${dragging ? "" : "transition-transform duration-200 motion-reduce:transition-none"}`}
        />
      </div>
    </div>
  );
}
