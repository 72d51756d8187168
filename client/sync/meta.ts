import type { ReplicaDb } from './replica-db';

/** Sync metadata kept in the replica's `meta` table. */
export const META = {
  cursor: 'cursor',
  scope: 'scope',
  clientId: 'clientId',
  nextNumber: 'nextNumber',
  lastSyncAt: 'lastSyncAt',
  bootstrapped: 'bootstrapped',
  stagingCursor: 'stagingCursor',
} as const;

export async function readMeta<T>(db: ReplicaDb, key: string, fallback: T): Promise<T> {
  const row = await db.meta.get(key);
  return row === undefined ? fallback : (row.value as T);
}

export async function writeMeta(db: ReplicaDb, key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}

/** The device's sync client id for this replica, made once (at least 8 characters, P6). */
export async function clientIdOf(db: ReplicaDb): Promise<string> {
  const existing = await readMeta<string | undefined>(db, META.clientId, undefined);
  if (existing) return existing;
  const id = `c-${crypto.randomUUID()}`;
  await writeMeta(db, META.clientId, id);
  return id;
}
