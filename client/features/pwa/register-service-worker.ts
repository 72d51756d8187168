import { Workbox } from 'workbox-window';
import { connectUpdates } from './connect-updates';
import { updateStore } from './update-store';

/** How often a long-running tab looks for a new version (the browser also checks on every full load). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let registered = false;

/**
 * Registers /sw.js in production builds and feeds "a new version is waiting" into the update store,
 * which <UpdatePrompt /> shows. Safe to call more than once; does nothing in development or without
 * service worker support.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || registered || !('serviceWorker' in navigator)) return;
  registered = true;

  const workbox = new Workbox('/sw.js', { scope: '/' });
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
