import type { ReplicaDb, SyncLogEntry } from './replica-db';

const KEEP = 500;

/** Appends to the sync log and keeps its newest entries only. */
export async function logSync(db: ReplicaDb, event: SyncLogEntry['event'], detail: string): Promise<void> {
  await db.log.add({ at: Date.now(), event, detail: detail.slice(0, 2000) });
  const count = await db.log.count();
  if (count > KEEP) {
    const oldest = await db.log
      .orderBy('id')
      .limit(count - KEEP)
      .primaryKeys();
    await db.log.bulkDelete(oldest);
  }
}

/** The log as a JSON file for support, newest last, with the device's pending and problem counts. */
export async function exportSyncLog(db: ReplicaDb): Promise<Blob> {
  const [entries, outbox, conflicts, rejected] = await Promise.all([
    db.log.orderBy('id').toArray(),
    db.outbox.toArray(),
    db.conflicts.toArray(),
    db.rejected.toArray(),
  ]);
  const report = {
    replica: db.name,
    exportedAt: new Date().toISOString(),
    pending: outbox.map(({ number, op, type, docId, queuedAt }) => ({ number, op, type, docId, queuedAt })),
    conflicts,
    rejected: rejected.map(({ entry: _entry, ...rest }) => rest),
    log: entries.map((entry) => ({ ...entry, at: new Date(entry.at).toISOString() })),
  };
  return new Blob([JSON.stringify(report, null, 2)], { type: 'application/json' });
}
