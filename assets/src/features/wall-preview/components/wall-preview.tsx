import { useId, useState } from "react";
import { button } from "@/components/ui";
import { formatCm } from "../geometry";
import type { WallPainting } from "../types";
import { useWorkingPhoto } from "../use-working-photo";
import { PhotoPicker } from "./photo-picker";
import { WallStage } from "./wall-stage";
import { cn } from "@/lib/cn";

export type WallPreviewProps = {
  painting: WallPainting;
  /** Shows a "Close" button that calls it. */
  onClose?: () => void;
};

/**
 * "See it on your wall": the customer picks a photo of their wall, marks a length they know
 * on it, and sees the painting on it at true scale, which they can move and download. The
 * photo is read, measured and drawn in the browser: it is never uploaded.
 */
export function WallPreview({ painting, onClose }: WallPreviewProps) {
  const headingId = useId();
  const { state, pick, clear } = useWorkingPhoto();
  // Back from a photo to pick another: focus goes to "Choose a photo".
  const [cameBack, setCameBack] = useState(false);
  const size = `${formatCm(painting.widthCm)} × ${formatCm(painting.heightCm)} cm`;

  return (
    <section aria-labelledby={headingId} className="text-ink-900">
      <div className="flex items-start justify-between gap-4">
        <h2 id={headingId} className="font-serif text-2xl font-bold text-ink-950 sm:text-3xl">
          See it on your wall
        </h2>
        {onClose ? (
          <button type="button" onClick={onClose} className={cn(button("secondary"), "shrink-0")}>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.25"
              strokeLinecap="round"
            >
              <path d="m5 5 10 10M15 5 5 15" />
            </svg>
            <span className="max-sm:sr-only">Close</span>
          </button>
        ) : null}
      </div>
      <p className="mt-2 max-w-2xl text-ink-700">
        Use a photo of your wall and mark a length you know on it: we show “{painting.title}” by {painting.artist} on it
        at its real size, {size}.
      </p>

      {state.status === "ready" ? (
        <WallStage
          key={state.photo.url}
          photo={state.photo}
          painting={painting}
          onNewPhoto={() => {
            clear();
            setCameBack(true);
          }}
        />
      ) : (
        <PhotoPicker
          onPick={(file) => void pick(file)}
          busy={state.status === "loading"}
          error={state.status === "error" ? state.message : null}
          focusOnMount={cameBack}
        />
      )}
    </section>
  );
}
