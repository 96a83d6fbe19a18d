import { useEffect, useRef, useState } from "react";
import { Alert, button } from "@/components/ui";
import { downloadBlob, pictureFileName, renderPicture, TaintedPictureError, type PictureSpec } from "../export-picture";
import { cn } from "@/lib/cn";

export const DOWNLOAD_MESSAGES = {
  tainted: "This picture can't be downloaded here, but you can take a screenshot.",
  failed: "We couldn't make the picture. Try again, or take a screenshot.",
} as const;

type DownloadPictureProps = {
  title: string;
  /** What to draw; null while there is no scale yet. */
  spec: PictureSpec | null;
};

/** "Download the picture": the photo with the painting, drawn in this browser and saved as a JPEG. */
export function DownloadPicture({ title, spec }: DownloadPictureProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const revokeLast = useRef<(() => void) | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      revokeLast.current?.();
      revokeLast.current = null;
    };
  }, []);

  const download = async () => {
    if (!spec || busy) return;
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      const blob = await renderPicture(spec);
      if (!mounted.current) return;
      revokeLast.current?.();
      revokeLast.current = downloadBlob(blob, pictureFileName(title));
      setDone(true);
    } catch (caught) {
      if (mounted.current)
        setError(caught instanceof TaintedPictureError ? DOWNLOAD_MESSAGES.tainted : DOWNLOAD_MESSAGES.failed);
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => void download()}
        disabled={!spec || busy}
        aria-busy={busy || undefined}
        className={cn(button(), "w-full sm:w-auto")}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M10 3v10m0 0-4-4m4 4 4-4M4 16h12" />
        </svg>
        {busy ? "Preparing the picture…" : "Download the picture"}
      </button>
      <p role="status" className="text-sm text-ink-700 empty:hidden">
        {done ? "The picture is downloading." : ""}
      </p>
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
