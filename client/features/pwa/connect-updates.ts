import type { UpdateStore } from './update-store';

/** The part of workbox-window's Workbox that the update flow uses (a fake in tests). */
export interface UpdatableWorkbox {
  addEventListener(type: 'waiting', listener: () => void): void;
  addEventListener(type: 'controlling', listener: (event: { isUpdate?: boolean | undefined }) => void): void;
  messageSkipWaiting(): void;
}

/** If the new worker has not taken control this long after "Update now", reload anyway. */
export const RELOAD_FALLBACK_MS = 10_000;

/**
 * Wires a Workbox to the update store:
 * - a waiting service worker is offered as an update; applying it asks the worker to skip waiting,
 *   and the page reloads once the new worker controls it (or after RELOAD_FALLBACK_MS);
 * - if another tab activated the new worker first, this tab offers a plain reload instead.
 */
export function connectUpdates(
  workbox: UpdatableWorkbox,
  store: UpdateStore,
  reload: () => void,
  schedule: (callback: () => void, ms: number) => void = (callback, ms) => void setTimeout(callback, ms),
): void {
  let reloadRequested = false;
  const reloadNow = (): void => {
    reloadRequested = true;
    reload();
  };

  workbox.addEventListener('waiting', () => {
    store.offer(() => {
      reloadRequested = true;
      workbox.messageSkipWaiting();
      schedule(reload, RELOAD_FALLBACK_MS);
    });
  });

  workbox.addEventListener('controlling', (event) => {
    // The very first install also takes control (clientsClaim); that is no update.
    if (!event.isUpdate) return;
    if (reloadRequested) reload();
    else store.offer(reloadNow);
  });
}
