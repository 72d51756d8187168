/** Hands bytes to the browser's download under the given file name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: an immediate revoke can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
