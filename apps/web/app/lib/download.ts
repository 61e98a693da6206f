/**
 * Saves a Blob or text as a file through a temporary object URL: no server round trip, so it
 * works offline too. The one download helper of the app.
 */
export function downloadFile(
  fileName: string,
  content: Blob | string,
  mimeType = 'text/plain',
): void {
  const blob = typeof content === 'string' ? new Blob([content], { type: mimeType }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
