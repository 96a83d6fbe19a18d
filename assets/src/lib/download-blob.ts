/**
 * Starts the download of `blob` as `fileName` (an <a download> on an object URL). Returns
 * the function that revokes the URL: call it once the download has surely started (the
 * next download, or when the preview closes; iOS asks before it reads the file).
 */
export function downloadBlob(blob: Blob, fileName: string): () => void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  return () => URL.revokeObjectURL(url);
}
