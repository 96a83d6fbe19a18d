import { useRef, useState } from "react";
import { focusRing } from "@/components/ui";
import { ProductImage } from "@/components/ui/product-image";
import { responsiveImage } from "@/lib/responsive-image";
import { paintingBox } from "../proportions";
import type { Painting } from "../types";
import { paintingAlt } from "../utils";
import { PaintingZoom } from "./painting-zoom";

/** The main image's width on the painting's page: three fifths of max-w-7xl from `md`, the screen's below. */
export const PAINTING_IMAGE_SIZES = "(min-width: 1280px) 704px, (min-width: 768px) 58vw, 100vw";

/**
 * The painting's page's pictures: the main image (the largest paint, fetched first), the
 * thumbnails of its views, which switch it, and its zoom (the "Zoom" button or a click on it).
 */
export function PaintingViewer({ painting }: { painting: Painting }) {
  const views = [{ img: painting.img, imgSrcset: painting.imgSrcset }, ...(painting.images ?? [])];
  const [shown, setShown] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const zoomButton = useRef<HTMLButtonElement>(null);
  const view = views[shown] ?? views[0];
  const alt = shown === 0 ? paintingAlt(painting) : `${paintingAlt(painting)}, view ${shown + 1} of ${views.length}`;
  const box = paintingBox(painting);

  return (
    <div>
      <div className="relative rounded-3xl bg-ink-50 p-4 sm:p-8">
        <ProductImage
          src={view.img}
          {...responsiveImage(view.imgSrcset, PAINTING_IMAGE_SIZES)}
          alt={alt}
          {...box}
          fetchPriority={shown === 0 ? "high" : undefined}
          onClick={() => setZoomed(true)}
          className="mx-auto h-auto max-h-[75vh] w-full cursor-zoom-in object-contain"
        />
        <button
          ref={zoomButton}
          type="button"
          aria-haspopup="dialog"
          onClick={() => setZoomed(true)}
          className={`absolute right-3 bottom-3 inline-flex min-h-11 items-center gap-2 rounded-full bg-ink-950 px-4 text-sm font-semibold text-white transition hover:bg-ink-900 ${focusRing}`}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="8.5" cy="8.5" r="5.5" />
            <path d="m13 13 4.5 4.5M8.5 6v5M6 8.5h5" strokeLinecap="round" />
          </svg>
          Zoom
        </button>
      </div>
      {views.length > 1 ? (
        <ul aria-label="Views of the painting" className="mt-4 flex flex-wrap gap-3">
          {views.map((thumbnail, index) => (
            <li key={`${index}-${thumbnail.img}`}>
              <button
                type="button"
                aria-label={`View ${index + 1} of ${views.length}`}
                aria-current={index === shown || undefined}
                onClick={() => setShown(index)}
                className={`block size-16 overflow-hidden rounded-xl border-2 bg-ink-50 sm:size-20 ${index === shown ? "border-terracotta-700" : "border-transparent hover:border-ink-300"} ${focusRing}`}
              >
                <ProductImage
                  src={thumbnail.img}
                  {...responsiveImage(thumbnail.imgSrcset, "80px")}
                  alt={`View ${index + 1}`}
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomed ? (
        <PaintingZoom
          title={painting.title}
          image={view}
          alt={alt}
          {...box}
          onClose={() => setZoomed(false)}
          fallbackFocus={() => zoomButton.current}
        />
      ) : null}
    </div>
  );
}

/** Placeholder of the viewer's size while the painting loads. */
export function PaintingViewerSkeleton() {
  return (
    <div aria-hidden="true" className="rounded-3xl bg-ink-50 p-4 sm:p-8">
      <div className="aspect-[4/3] w-full animate-pulse rounded-xl bg-ink-100 motion-reduce:animate-none" />
    </div>
  );
}
