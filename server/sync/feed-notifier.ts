import { EventEmitter } from 'node:events';

/**
 * Tells live sockets that a tenant's feed moved. Called after a commit, never inside one
 * (a poke for an uncommitted change would send devices after data they cannot pull yet).
 * In one process an event emitter; several instances will use PostgreSQL LISTEN/NOTIFY.
 */
export interface FeedNotifier {
  notify(tenantId: string, seq: number): void;
  subscribe(tenantId: string, listener: (seq: number) => void): () => void;
}

export function createFeedNotifier(): FeedNotifier {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  return {
    notify: (tenantId, seq) => {
      events.emit(tenantId, seq);
    },
    subscribe: (tenantId, listener) => {
      events.on(tenantId, listener);
      return () => events.off(tenantId, listener);
    },
  };
}
