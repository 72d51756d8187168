/**
 * A tiny store for the "a new version is waiting" state, read by React through useSyncExternalStore.
 * It knows nothing about service workers: whoever finds an update offers it with the action that applies it.
 */
export type UpdateState =
  /** No new version known. */
  | 'idle'
  /** A new version is ready; the prompt shows. */
  | 'available'
  /** The user chose "Later"; the prompt hides until the next offer. */
  | 'dismissed'
  /** The server no longer syncs with this version (426); the prompt shows and cannot be put off. */
  | 'required'
  /** The user chose "Update now"; the new version is taking over and the page will reload. */
  | 'updating';

export interface UpdateStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): UpdateState;
  /** Announces a new version; `apply` switches to it when the user agrees. */
  offer(apply: () => void): void;
  /**
   * The server refuses this version: the prompt shows until the user updates. A new version
   * already offered keeps its action; a later `offer` replaces the action, the update stays required.
   */
  require(apply: () => void): void;
  /** "Later": hides the prompt until the next offer; a required update cannot be put off. */
  dismiss(): void;
  /** "Update now": runs the action of the latest offer, once. */
  apply(): void;
}

export function createUpdateStore(): UpdateStore {
  let state: UpdateState = 'idle';
  let pending: (() => void) | undefined;
  const listeners = new Set<() => void>();

  const set = (next: UpdateState): void => {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
    offer(apply) {
      pending = apply;
      if (state !== 'updating' && state !== 'required') set('available');
    },
    require(apply) {
      if (state === 'updating') return;
      pending ??= apply;
      set('required');
    },
    dismiss() {
      if (state === 'available') set('dismissed');
    },
    apply() {
      const action = pending;
      if ((state !== 'available' && state !== 'required') || action === undefined) return;
      pending = undefined;
      set('updating');
      action();
    },
  };
}

/** The app's one update store, fed by registerServiceWorker() and read by <UpdatePrompt />. */
export const updateStore: UpdateStore = createUpdateStore();
