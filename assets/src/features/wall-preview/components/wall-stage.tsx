import { useEffect, useId, useRef, useState } from "react";
import { button } from "@/components/ui";
import { formatCm, placePainting, type Point } from "../geometry";
import type { WallPainting } from "../types";
import { useMarking } from "../use-marking";
import type { WorkingPhoto } from "../use-working-photo";
import { DownloadPicture } from "./download-picture";
import { LengthMarker } from "./length-marker";
import { MarkerOverlay } from "./marker-overlay";
import { PaintingOverlay } from "./painting-overlay";
import { ScaleAnnouncer } from "./scale-announcer";
import { cn } from "@/lib/cn";

type WallStageProps = {
  photo: WorkingPhoto;
  painting: WallPainting;
  onNewPhoto: () => void;
};

const headingClass = "font-serif text-xl font-bold text-ink-950 outline-none";

/**
 * The photo with the marks and the painting on it, and beside it (under it on a phone) the
 * steps: mark a known length, then place the painting and download the picture.
 */
export function WallStage({ photo, painting, onNewPhoto }: WallStageProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  const paintingRef = useRef<HTMLButtonElement>(null);
  const keysHintId = useId();
  const placeHeadingId = useId();
  const marking = useMarking(photo);
  const [marksShown, setMarksShown] = useState(true);
  const [wantedCenter, setWantedCenter] = useState<Point>({ x: photo.width / 2, y: photo.height / 2 });

  // A new photo, or marking again: focus to the photo (Tab goes on to the marks, the
  // painting, then the controls). Marks done: to the painting. Without scrolling: on a
  // phone the photo stays in view above the controls.
  useEffect(() => {
    if (marksShown) stageRef.current?.focus({ preventScroll: true });
    else paintingRef.current?.focus({ preventScroll: true });
  }, [marksShown]);

  const screenScale = () => (stageRef.current?.getBoundingClientRect().width ?? 0) / photo.width;
  const pxPerCm = marking.scale.ok ? marking.scale.pxPerCm : null;
  const sizeCm = { width: painting.widthCm, height: painting.heightCm };
  const placement = pxPerCm === null ? null : placePainting(wantedCenter, sizeCm, pxPerCm, photo);
  const tooBig = placement !== null && (placement.size.width > photo.width || placement.size.height > photo.height);
  const trueSize = `${formatCm(painting.widthCm)} × ${formatCm(painting.heightCm)} cm`;

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-8">
      <div
        ref={stageRef}
        role="group"
        aria-label="Your photo, with the marks and the painting"
        tabIndex={-1}
        className="relative mx-auto w-full rounded-lg focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-ultramarine-600"
        style={{
          aspectRatio: `${photo.width} / ${photo.height}`,
          maxWidth: `calc(75svh * ${photo.width / photo.height})`,
        }}
      >
        <img
          data-testid="wall-preview-photo"
          src={photo.url}
          alt="Your photo of the wall"
          width={photo.width}
          height={photo.height}
          draggable={false}
          className="absolute inset-0 size-full rounded-lg bg-ink-100 select-none"
        />
        {marksShown ? (
          <MarkerOverlay marking={marking} photo={photo} screenScale={screenScale} describedBy={keysHintId} />
        ) : null}
        {placement !== null && pxPerCm !== null ? (
          <PaintingOverlay
            painting={painting}
            photo={photo}
            pxPerCm={pxPerCm}
            placement={placement}
            onMove={setWantedCenter}
            screenScale={screenScale}
            describedBy={keysHintId}
            buttonRef={paintingRef}
          />
        ) : null}
        <p id={keysHintId} className="sr-only">
          The arrow keys move it by one pixel, or by ten with Shift.
        </p>
      </div>

      <div className="space-y-8">
        {marksShown ? (
          <LengthMarker marking={marking} onDone={() => setMarksShown(false)} />
        ) : (
          <section className="space-y-3">
            <h3 className={headingClass}>Known length</h3>
            <p className="text-sm text-ink-700">
              {marking.method === "line" && marking.lengthCm !== null
                ? `Marked: a line of ${formatCm(marking.lengthCm)} cm.`
                : "Marked: an A4 sheet."}
            </p>
            <button type="button" onClick={() => setMarksShown(true)} className={button("secondary")}>
              Change the marks
            </button>
          </section>
        )}

        <section aria-labelledby={placeHeadingId} className="space-y-3">
          <h3 id={placeHeadingId} className={headingClass}>
            Your painting on the wall
          </h3>
          {placement !== null ? (
            <>
              <p className="font-semibold text-ink-950">Shown at true scale: {trueSize}</p>
              <p className="text-sm text-ink-700">
                {painting.framed ? "Frame included. " : ""}Drag the painting, or select it and use the arrow keys (with
                Shift to move it faster).
              </p>
              {tooBig ? (
                <p className="rounded-xl bg-ochre-50 px-3 py-2 text-sm text-ink-800">
                  At this scale the painting is larger than your photo. Check the length you marked, or use a photo that
                  shows more of the wall.
                </p>
              ) : null}
              <DownloadPicture
                title={painting.title}
                spec={{ photoUrl: photo.url, photo, painting, rect: placement.rect, pxPerCm: pxPerCm ?? 1 }}
              />
            </>
          ) : (
            <p className="text-sm text-ink-700">
              Once the length is marked, “{painting.title}” appears on your photo at its real size ({trueSize}).
            </p>
          )}
        </section>

        <ScaleAnnouncer painting={painting} widthShare={placement ? placement.size.width / photo.width : null} />

        <button type="button" onClick={onNewPhoto} className={cn(button("secondary"), "w-full sm:w-auto")}>
          Use another photo
        </button>
      </div>
    </div>
  );
}
