import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DocumentData } from '../../shared/entities/entity';
import type { Db } from '../db/database';
import { documents, documentVersions, tenants } from '../db/schema';
import { speaksPostgres } from '../db/store/drizzle-store';
import { indexDocument, indexStatement } from '../search/search-index';
import { refsStatements } from './document-refs';
import type { StoredPlace } from './place';
import { writeStatements } from './write-statements';

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

/** A document's key in a transaction's read-ahead. */
const keyOf = (tenantId: string, id: string) => `${tenantId}\u0000${id}`;

/**
 * Documents a transaction read ahead (a push's, readAhead), by tenant and id; undefined: none
 * stored. Every write of a document in that transaction goes through writeDocument or
 * writeNotifications, which keep it exact, so readDocument answers from it.
 */
const readAheads = new WeakMap<Db, Map<string, DocumentRow | undefined>>();

/**
 * Reads the documents of these ids in one statement, for readDocument in the same transaction
 * to answer from (a push reads its mutations' documents at once: on PostgreSQL each statement
 * is a round trip while the push holds its tenant's row). Call after lockTenant.
 */
export async function readAhead(tx: Db, tenantId: string, ids: readonly string[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const rows = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), inArray(documents.id, wanted)))
    .all();
  const known = readAheads.get(tx) ?? new Map<string, DocumentRow | undefined>();
  for (const id of wanted) known.set(keyOf(tenantId, id), undefined);
  for (const row of rows) known.set(keyOf(tenantId, row.id), row);
  readAheads.set(tx, known);
}

/** Tells the transaction's read-ahead that these documents were written by a statement of their own. */
export function forgetReadAhead(tx: Db, tenantId: string, ids: readonly string[]): void {
  const known = readAheads.get(tx);
  if (known) for (const id of ids) known.delete(keyOf(tenantId, id));
}

/** The row of a version as writeDocument stores it. */
function versionRow(write: DocumentWrite, previous: DocumentRow | undefined, seq: number, now: number): DocumentRow {
  return {
    tenantId: write.tenantId,
    id: write.id,
    type: write.type,
    version: (previous?.version ?? 0) + 1,
    data: { ...write.data },
    deleted: write.deleted,
    seq,
    createdAt: previous?.createdAt ?? now,
    createdBy: previous ? previous.createdBy : write.by,
    updatedAt: now,
    updatedBy: write.by,
    place: write.place,
    owner: previous ? previous.owner : (write.owner ?? null),
  };
}

function historyRow(row: DocumentRow, write: DocumentWrite, now: number) {
  return {
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
  };
}

/** The seq a PostgreSQL statement takes (`next`) in place of a known one. */
const TAKEN_SEQ = -1;

/**
 * The statements of writeDocument as one on PostgreSQL: the tenant's next seq taken in a
 * data-modifying WITH, the document, its search entry, its version and the references it
 * removes or adds written beside it. One round trip instead of four to six while the writer
 * holds its tenant's row.
 */
async function writeAtOnce(tx: Db, write: DocumentWrite, previous: DocumentRow | undefined, now: number) {
  const draft = versionRow(write, previous, TAKEN_SEQ, now);
  const seq = sql`(SELECT last_seq FROM next)`;
  const document = tx
    .insert(documents)
    .values({ ...draft, seq })
    .onConflictDoUpdate({ target: [documents.tenantId, documents.id], set: { ...draft, seq } });
  const version = tx.insert(documentVersions).values({ ...historyRow(draft, write, now), seq });
  const referred = refsStatements(draft, previous).map(
    (statement, index) => sql`, ${sql.raw(`refs${index}`)} AS (${statement})`,
  );
  const taken = await tx.get<{ seq: number } | undefined>(
    sql`WITH next AS (UPDATE tenants SET last_seq = last_seq + 1 WHERE id = ${write.tenantId} RETURNING last_seq),
      written AS (${document.getSQL()}), kept AS (${version.getSQL()}), indexed AS (${indexStatement(draft)})${sql.join(referred)}
      SELECT last_seq AS seq FROM next`,
  );
  return taken === undefined ? undefined : { ...draft, seq: Number(taken.seq) };
}

/** writeDocument's statements one by one (SQLite, in-process: a statement costs no round trip), prepared once per transaction. */
async function writeInTurn(tx: Db, write: DocumentWrite, previous: DocumentRow | undefined, now: number) {
  const statements = writeStatements(tx);
  const next = await statements.nextSeq.get({ tenantId: write.tenantId });
  if (!next) return undefined;
  const row = versionRow(write, previous, next.seq, now);
  const version = historyRow(row, write, now);
  const data = JSON.stringify(row.data);
  await statements.document.run({ ...row, data });
  await indexDocument(tx, row);
  for (const statement of refsStatements(row, previous)) await tx.run(statement);
  await statements.version.run({ ...version, data });
  return row;
}

/**
 * Commits one document version: takes the tenant's next seq in the same transaction
 * (docs/sync-spec.md P2), writes the document and keeps the version for history, and brings
 * the document's entry of the full-text index (decision 0058) and its rows of the references
 * index (decision 0065) up to it.
 * Call inside a transaction.
 */
export async function writeDocument(
  tx: Db,
  write: DocumentWrite,
  previous: DocumentRow | undefined,
): Promise<DocumentRow> {
  const now = write.at ?? Date.now();
  const row = speaksPostgres(tx)
    ? await writeAtOnce(tx, write, previous, now)
    : await writeInTurn(tx, write, previous, now);
  if (!row) throw new Error(`tenant ${write.tenantId} does not exist`);
  readAheads.get(tx)?.set(keyOf(row.tenantId, row.id), structuredClone(row));
  return row;
}

export async function readDocument(db: Db, tenantId: string, id: string): Promise<DocumentRow | undefined> {
  const known = readAheads.get(db);
  const key = keyOf(tenantId, id);
  if (known?.has(key)) return structuredClone(known.get(key));
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
