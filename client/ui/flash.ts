/**
 * A short note that outlives the screen that shows it (after a delete the list opens):
 * a polite live region at the bottom of the page, removed after a few seconds.
 */
export function showFlash(text: string, durationMs = 5000): void {
  const region = document.createElement('div');
  region.className = 'flash-message';
  region.setAttribute('role', 'status');
  region.dataset.testid = 'flash-message';
  document.body.append(region);
  window.setTimeout(() => {
    region.textContent = text;
  }, 50);
  window.setTimeout(() => region.remove(), durationMs);
}
