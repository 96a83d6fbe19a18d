import { useState } from "react";
import { Alert, button } from "@/components/ui";
import { errorMessage } from "@/lib/api-client";
import { downloadBlob } from "@/lib/download-blob";
import { EXPORT_FILE_NAME, exportMyData } from "../api/me";
import { cn } from "@/lib/cn";

/** "Download my data": the account, its orders and reviews, saved as a JSON file. */
export function DownloadData() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const download = async () => {
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      const data = await exportMyData();
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
      const revoke = downloadBlob(blob, EXPORT_FILE_NAME);
      setTimeout(revoke, 60_000);
      setDone(true);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => void download()}
        disabled={busy}
        className={cn(button("secondary"), "disabled:opacity-60")}
      >
        {busy ? "Preparing your file…" : "Download my data"}
      </button>
      {error ? <Alert>{error}</Alert> : null}
      <p role="status" className="text-sm text-sage-800">
        {done ? `Your data is downloaded as ${EXPORT_FILE_NAME}.` : ""}
      </p>
    </div>
  );
}
