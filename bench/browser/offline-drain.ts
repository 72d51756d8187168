import { liveQuery } from 'dexie';
import type { ReplicaDb } from '../../client/sync/replica-db';
import { patchDocument } from '../../client/sync/write-api';

/** Patches the phone of each CONTACT through the write API, one write after another; answers the ms. */
export async function queueEdits(db: ReplicaDb, ids: readonly string[]): Promise<number> {
  const start = performance.now();
  for (const [index, id] of ids.entries()) {
    await patchDocument(db, 'CONTACT', id, { phone: `040 7${String(index).padStart(5, '0')}` });
  }
  return performance.now() - start;
}

/**
 * Milliseconds from the next `online` event to the outbox being empty after it: a mutation
 * leaves the outbox only with the server's acknowledgement. Conflicts or refusals break the bench.
 */
export function drainAfterReconnect(db: ReplicaDb): Promise<number> {
  let onlineAt: number | undefined;
  window.addEventListener(
    'online',
    () => {
      onlineAt = performance.now();
    },
    { once: true },
  );
  return new Promise((resolve, reject) => {
    const subscription = liveQuery(() => db.outbox.count()).subscribe({
      next: (count) => {
        if (count > 0 || onlineAt === undefined) return;
        const ms = performance.now() - onlineAt;
        subscription.unsubscribe();
        void Promise.all([db.conflicts.count(), db.rejected.count()]).then(([conflicts, rejected]) =>
          conflicts + rejected === 0
            ? resolve(ms)
            : reject(new Error(`${conflicts} conflicts and ${rejected} refusals while draining`)),
        );
      },
      error: reject,
    });
  });
}
