import type { Workbox } from 'workbox-window';
import { updateStore } from './update-store';

/** How often a long-running tab looks for a new version (the browser also checks on every full load). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let registered: Promise<Workbox> | undefined;

async function register(): Promise<Workbox> {
  const [{ Workbox }, { connectUpdates }] = await Promise.all([import('workbox-window'), import('./connect-updates')]);
  const workbox = new Workbox('/sw.js', { scope: '/' });
  connectUpdates(workbox, updateStore, () => window.location.reload());
  await workbox.register();
  window.setInterval(() => {
    if (navigator.onLine) workbox.update().catch(() => undefined);
  }, UPDATE_CHECK_INTERVAL_MS);
  return workbox;
}

/**
 * Registers /sw.js in production builds and feeds "a new version is waiting" into the update store,
 * which <UpdatePrompt /> shows. workbox-window loads on its own (Workbox registers after the page's
 * load event anyway), not with the first page (issue 15's budget). Safe to call more than once;
 * does nothing in development or without service worker support.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || registered || !('serviceWorker' in navigator)) return;
  registered = register();
  registered.catch((error: unknown) => {
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
  registered?.then((workbox) => workbox.update()).catch(() => undefined);
}
