import { Workbox } from 'workbox-window';
import { createUpdateStore } from './update-store';

export const updateStore = createUpdateStore();
let workbox: Workbox | undefined;

/** Registers the service worker of production builds and reports a waiting update. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || workbox) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => updateStore.setWaiting(true));
  void workbox.register().catch((error: unknown) => console.error('service worker registration failed', error));
}

/** Activates the waiting version and reloads once it controls the page. */
export function applyUpdate(): void {
  const current = workbox;
  if (!current) return;
  current.addEventListener('controlling', () => window.location.reload());
  current.messageSkipWaiting();
}
