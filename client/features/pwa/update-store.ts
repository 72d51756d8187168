/** A tiny store of "a new version waits", read by React through useSyncExternalStore. */
export interface UpdateStore {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => boolean;
  readonly setWaiting: (waiting: boolean) => void;
}

export function createUpdateStore(): UpdateStore {
  let waiting = false;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => waiting,
    setWaiting(next) {
      if (next === waiting) return;
      waiting = next;
      for (const listener of listeners) listener();
    },
  };
}
