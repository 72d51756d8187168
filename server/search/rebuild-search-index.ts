import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { derivedVersions, documentSearch, documents, tenants } from '../db/schema';
import { lockTenant } from '../sync/write-document';
import { indexDocument } from './search-index';
import { SEARCHABLE_TYPES } from './search-text';

/**
 * The version of what the index holds of a document (search-text.ts). Raise it when that
 * changes: the next run of `search-index.rebuild` then indexes every tenant anew.
 */
export const SEARCH_INDEX_VERSION = 1;

/** The index's row in derived_versions, beside the derived values' rule versions. */
const VERSION_KEY = 'document-search';

/** Documents read at a time while a tenant is indexed. */
const BATCH = 1000;

/** What a rebuild did, for the job's record. */
export interface RebuildCounts {
  readonly tenants: number;
  readonly documents: number;
}

async function indexedVersion(db: Db, tenantId: string): Promise<number | undefined> {
  const stored = await db
    .select({ version: derivedVersions.version })
    .from(derivedVersions)
    .where(and(eq(derivedVersions.tenantId, tenantId), eq(derivedVersions.type, VERSION_KEY)))
    .get();
  return stored?.version;
}

/**
 * Indexes a tenant's documents anew in one transaction that holds the tenant's counter row,
 * so no write of the tenant slips between reading a document and indexing it.
 */
async function rebuildTenant(db: Db, tenantId: string): Promise<number> {
  return db.transaction(async (tx) => {
    await lockTenant(tx, tenantId);
    await tx.delete(documentSearch).where(eq(documentSearch.tenantId, tenantId)).run();
    let indexed = 0;
    let after = '';
    for (;;) {
      const rows = await tx
        .select({ id: documents.id, type: documents.type, data: documents.data })
        .from(documents)
        .where(
          and(
            eq(documents.tenantId, tenantId),
            gt(documents.id, after),
            eq(documents.deleted, false),
            inArray(documents.type, [...SEARCHABLE_TYPES]),
          ),
        )
        .orderBy(asc(documents.id))
        .limit(BATCH)
        .all();
      for (const row of rows) await indexDocument(tx, { tenantId, ...row, deleted: false });
      indexed += rows.length;
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) break;
      after = last.id;
    }
    const computedAt = Date.now();
    await tx
      .insert(derivedVersions)
      .values({ tenantId, type: VERSION_KEY, version: SEARCH_INDEX_VERSION, computedAt })
      .onConflictDoUpdate({
        target: [derivedVersions.tenantId, derivedVersions.type],
        set: { version: SEARCH_INDEX_VERSION, computedAt },
      })
      .run();
    return indexed;
  });
}

/**
 * Builds the full-text index of every tenant not yet indexed by the current version
 * (decision 0058): the backfill of documents written before the index existed, and the
 * re-index after its text changed. A run with nothing to do reads one row per tenant.
 */
export async function rebuildSearchIndex(db: Db): Promise<RebuildCounts> {
  let rebuilt = 0;
  let indexed = 0;
  for (const tenant of await db.select({ id: tenants.id }).from(tenants).all()) {
    if ((await indexedVersion(db, tenant.id)) === SEARCH_INDEX_VERSION) continue;
    indexed += await rebuildTenant(db, tenant.id);
    rebuilt += 1;
  }
  return { tenants: rebuilt, documents: indexed };
}
