/// <reference lib="webworker" />
/**
 * The Sorgfalt service worker, built by vite-plugin-pwa (injectManifest).
 * It precaches the app shell (with the lazily loaded chunks and the PDF fonts, decision 0017) so Sorgfalt
 * starts and makes PDFs offline, answers app navigations with index.html,
 * keeps the last /config.json for offline starts, and never touches the API or the identity provider
 * (API answers hold tenant data): decision 0006.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

// self.__WB_MANIFEST is declared in sw-env.d.ts.
declare let self: ServiceWorkerGlobalScope;

/** Cache for the runtime sign-in settings; they hold no tenant data. */
const CONFIG_CACHE = 'sorgfalt-config';

/** Paths the server answers itself; a navigation there must reach the network, never the app shell. */
const serverOnlyPaths = [
  /^\/api(?:[/?#]|$)/,
  /^\/account(?:[/?#]|$)/,
  /^\/oidc(?:[/?#]|$)/,
  /^\/interaction(?:[/?#]|$)/,
  /^\/ai(?:[/?#]|$)/,
];

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [...serverOnlyPaths, /^\/config\.json(?:[?#]|$)/],
  }),
);

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname === '/config.json' && request.method === 'GET',
  new NetworkFirst({ cacheName: CONFIG_CACHE, networkTimeoutSeconds: 3 }),
);

// The first visit loads /config.json before this worker controls the page, so the route above
// never sees it: the worker caches it when it installs, and the first reload without a
// connection already starts.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CONFIG_CACHE)
      .then((cache) => cache.add('/config.json'))
      .catch(() => undefined),
  );
});

// Everything else, above all /api, /account, /oidc, /interaction and the /ai socket, has no route:
// the service worker does not answer it, so the browser goes to the network and nothing is cached.

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
