/**
 * PLACEHOLDER. The wall preview is being built in parallel (its own branch); at the merge its
 * `WallPreview` replaces this file. Only the signature is meant to last: the painting page
 * loads it on demand as `import("@/features/wall-preview")` (its own chunk, "wall-preview").
 */
import { createElement } from "react";

export type WallPreviewPainting = {
  title: string;
  artist: string;
  img: string;
  widthCm: number;
  heightCm: number;
  framed: boolean;
};

export type WallPreviewProps = {
  painting: WallPreviewPainting;
  onClose: () => void;
};

export function WallPreview({ painting, onClose }: WallPreviewProps) {
  return createElement(
    "section",
    { "aria-labelledby": "wall-preview-heading", className: "rounded-3xl border border-ink-200 bg-white p-6" },
    createElement("h2", { id: "wall-preview-heading", className: "font-serif text-2xl font-bold" }, "On your wall"),
    createElement("p", { className: "mt-2 text-ink-700" }, `${painting.title} by ${painting.artist}.`),
    createElement("button", { type: "button", onClick: onClose, className: "mt-4 font-semibold underline" }, "Close"),
  );
}
