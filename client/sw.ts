/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

declare let self: ServiceWorkerGlobalScope;

/**
 * The service worker caches the app shell and the runtime sign-in settings, never API
 * answers (they hold tenant data): decision 0006.
 */
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/oidc(\/|$)/, /^\/interaction(\/|$)/, /^\/ai(\/|$)/, /^\/config\.json$/],
  }),
);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname === '/config.json',
  new NetworkFirst({ cacheName: 'sorgfalt-config', networkTimeoutSeconds: 3 }),
);

self.addEventListener('message', (event) => {
  if (event.data && typeof event.data === 'object' && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
