import { and, eq, sql } from 'drizzle-orm';
import type { DocumentData } from '../../shared/entities/entity';
import type { Db } from '../db/database';
import { documents, documentVersions, tenants } from '../db/schema';
import { indexDocument } from '../search/search-index';
import type { StoredPlace } from './place';

export type DocumentRow = typeof documents.$inferSelect;

export interface DocumentWrite {
  readonly tenantId: string;
  readonly id: string;
  readonly type: string;
  readonly data: DocumentData;
  readonly deleted: boolean;
  readonly place: StoredPlace;
  /** The user id that committed (null for the system, e.g. the demo seed). */
  readonly by: string | null;
  readonly changedFields: readonly string[];
  /** The device's sync client behind the change, if any. */
  readonly clientId?: string | null;
  /** The only user who may read the document (a notification's recipient); kept from the previous version. */
  readonly owner?: string;
  /** Why the system committed it (`by` is null), shown in the history. */
  readonly reason?: string | null;
  /** The commit time (epoch milliseconds) when the caller took it before writing; now otherwise. */
  readonly at?: number;
}

/**
 * Takes the tenant's counter row for the rest of the transaction: on PostgreSQL a second writer
 * of the same tenant waits here until this one commits, so a push reads the documents it merges
 * against and writes them as under SQLite's single writer (docs/decisions/0024-postgresql-store.md).
 * Call first in a transaction that reads documents and then commits versions of them.
 */
export async function lockTenant(tx: Db, tenantId: string): Promise<void> {
  await tx
    .update(tenants)
    .set({ lastSeq: sql`${tenants.lastSeq}` })
    .where(eq(tenants.id, tenantId))
    .run();
}

/**
 * Commits one document version: takes the tenant's next seq in the same transaction
 * (docs/sync-spec.md P2), writes the document and keeps the version for history, and brings
 * the document's entry of the full-text index up to it (decision 0058).
 * Call inside a transaction.
 */
export async function writeDocument(
  tx: Db,
  write: DocumentWrite,
  previous: DocumentRow | undefined,
): Promise<DocumentRow> {
  const next = await tx
    .update(tenants)
    .set({ lastSeq: sql`${tenants.lastSeq} + 1` })
    .where(eq(tenants.id, write.tenantId))
    .returning({ seq: tenants.lastSeq })
    .get();
  if (!next) throw new Error(`tenant ${write.tenantId} does not exist`);
  const now = write.at ?? Date.now();
  const row: DocumentRow = {
    tenantId: write.tenantId,
    id: write.id,
    type: write.type,
    version: (previous?.version ?? 0) + 1,
    data: { ...write.data },
    deleted: write.deleted,
    seq: next.seq,
    createdAt: previous?.createdAt ?? now,
    createdBy: previous ? previous.createdBy : write.by,
    updatedAt: now,
    updatedBy: write.by,
    place: write.place,
    owner: previous ? previous.owner : (write.owner ?? null),
  };
  await tx
    .insert(documents)
    .values(row)
    .onConflictDoUpdate({ target: [documents.tenantId, documents.id], set: row })
    .run();
  await indexDocument(tx, row);
  await tx
    .insert(documentVersions)
    .values({
      tenantId: row.tenantId,
      id: row.id,
      version: row.version,
      type: row.type,
      seq: row.seq,
      data: row.data,
      deleted: row.deleted,
      changedFields: [...write.changedFields],
      committedAt: now,
      committedBy: write.by,
      clientId: write.clientId ?? null,
      reason: write.reason ?? null,
    })
    .run();
  return row;
}

export function readDocument(db: Db, tenantId: string, id: string): Promise<DocumentRow | undefined> {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.id, id)))
    .get();
}

/** The data of the version before `row`, if that version was a live document (what a hook compares a commit with). */
export async function previousData(db: Db, row: DocumentRow): Promise<DocumentData | undefined> {
  if (row.version <= 1) return undefined;
  const previous = await db
    .select({ data: documentVersions.data, deleted: documentVersions.deleted })
    .from(documentVersions)
    .where(
      and(
        eq(documentVersions.tenantId, row.tenantId),
        eq(documentVersions.id, row.id),
        eq(documentVersions.version, row.version - 1),
      ),
    )
    .get();
  return previous && !previous.deleted ? previous.data : undefined;
}
