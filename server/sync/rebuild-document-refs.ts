import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { documentRefs, documents, tenants } from '../db/schema';
import { indexedReferences, markRefsIndexed, refsIndexed } from './document-refs';
import { lockTenant } from './write-document';

/** Documents read at a time while a tenant is indexed. */
const BATCH = 1000;

/** Index rows inserted by one statement (four parameters each, under SQLite's and PostgreSQL's limits). */
const ROWS_PER_INSERT = 500;

/** What a rebuild did, for the job's record. */
export interface RefsRebuildCounts {
  readonly tenants: number;
  readonly references: number;
}

/**
 * Indexes a tenant's references anew in one transaction that holds the tenant's counter row,
 * so no write of the tenant slips between reading a document and indexing it; the version is
 * recorded in the same transaction, so the readers switch to the index only once it is whole.
 * Answers the references indexed, or undefined when another instance indexed the tenant first.
 */
async function rebuildTenant(db: Db, tenantId: string): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    await lockTenant(tx, tenantId);
    // A second instance starting at the same time may have indexed the tenant while this one waited.
    if (await refsIndexed(tx, tenantId)) return undefined;
    await tx.delete(documentRefs).where(eq(documentRefs.tenantId, tenantId)).run();
    let indexed = 0;
    let after = '';
    for (;;) {
      const rows = await tx
        .select({ id: documents.id, type: documents.type, data: documents.data })
        .from(documents)
        .where(and(eq(documents.tenantId, tenantId), gt(documents.id, after), eq(documents.deleted, false)))
        .orderBy(asc(documents.id))
        .limit(BATCH)
        .all();
      const references = rows.flatMap((row) =>
        indexedReferences({ type: row.type, data: row.data, deleted: false }).map((reference) => ({
          tenantId,
          fromId: row.id,
          field: reference.field,
          toId: reference.to,
        })),
      );
      for (let start = 0; start < references.length; start += ROWS_PER_INSERT) {
        await tx
          .insert(documentRefs)
          .values(references.slice(start, start + ROWS_PER_INSERT))
          .run();
      }
      indexed += references.length;
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) break;
      after = last.id;
    }
    await markRefsIndexed(tx, tenantId);
    return indexed;
  });
}

/**
 * Builds the references index of every tenant not yet indexed by the current version
 * (decision 0065): the backfill of the documents written before the index existed, and the
 * re-index after what it holds changed. A run with nothing to do reads one row per tenant.
 */
export async function rebuildDocumentRefs(db: Db): Promise<RefsRebuildCounts> {
  let rebuilt = 0;
  let references = 0;
  for (const tenant of await db.select({ id: tenants.id }).from(tenants).all()) {
    if (await refsIndexed(db, tenant.id)) continue;
    const indexed = await rebuildTenant(db, tenant.id);
    if (indexed === undefined) continue;
    references += indexed;
    rebuilt += 1;
  }
  return { tenants: rebuilt, references };
}
