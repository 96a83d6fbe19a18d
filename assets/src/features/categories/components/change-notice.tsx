import { useEffect, useRef } from "react";
import { Alert } from "@/components/ui";

/** What the last change did, or why it was refused; `key` tells two equal messages apart. */
export type Notice = { kind: "done" | "refused"; text: string; key: number };

/**
 * The page's notice after each change: a status (or an alert for a refusal) that takes the
 * focus, so that a keyboard and a screen reader are told and carry on from there.
 */
export function ChangeNotice({ notice }: { notice: Notice | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  return (
    <div ref={ref} tabIndex={-1} className="outline-none focus-visible:outline-3 focus-visible:outline-ultramarine-600">
      {notice?.kind === "refused" ? <Alert>{notice.text}</Alert> : null}
      <p
        role="status"
        className={
          notice?.kind === "done"
            ? "rounded-xl border border-sage-200 bg-sage-100 px-4 py-3 text-sm font-medium text-sage-800"
            : "sr-only"
        }
      >
        {notice?.kind === "done" ? notice.text : ""}
      </p>
    </div>
  );
}
