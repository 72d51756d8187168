import { Workbox } from 'workbox-window';
import { connectUpdates } from './connect-updates';
import { updateStore } from './update-store';

/** How often a long-running tab looks for a new version (the browser also checks on every full load). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let registered: Workbox | undefined;

/**
 * Registers /sw.js in production builds and feeds "a new version is waiting" into the update store,
 * which <UpdatePrompt /> shows. Safe to call more than once; does nothing in development or without
 * service worker support.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || registered || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  registered = workbox;
  connectUpdates(workbox, updateStore, () => window.location.reload());

  workbox
    .register()
    .then(() => {
      window.setInterval(() => {
        if (navigator.onLine) workbox.update().catch(() => undefined);
      }, UPDATE_CHECK_INTERVAL_MS);
    })
    .catch((error: unknown) => {
      // The app works without the service worker, only not offline.
      console.warn('Sorgfalt: service worker registration failed', error);
    });
}

/**
 * The server refused this version (HTTP 426): look for the new service worker at once and show
 * the update prompt until the user updates. Without a new worker yet, updating reloads the page,
 * which fetches the new version; the outbox stays in IndexedDB either way.
 */
export function requireUpdate(): void {
  updateStore.require(() => window.location.reload());
  registered?.update().catch(() => undefined);
}
