// Hands a generated file to the user: as a download, or opened in a new tab (the spec's PDF behaviour).

/** Long enough for the new tab to load the document before its URL is released. */
const OPENED_URL_LIFETIME_MS = 60_000;

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The click has started the download synchronously; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Opens the blob in a new tab; a blocked pop-up falls back to a download so the file is never lost. */
export function openBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const tab = window.open(url, '_blank');
  if (!tab) {
    URL.revokeObjectURL(url);
    downloadBlob(blob, fileName);
    return;
  }
  setTimeout(() => URL.revokeObjectURL(url), OPENED_URL_LIFETIME_MS);
}
