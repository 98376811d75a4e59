/**
 * The automatic download starts this long after a successful download call
 * (docs/product.md#customer-pages).
 */
export const DOWNLOAD_DELAY_MS = 1000;

/** Hands a fetched file to the browser's own download, under `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
