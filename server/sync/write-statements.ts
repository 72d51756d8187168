import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { documents, documentVersions, tenants } from '../db/schema';
import { compiledPer } from '../db/store/compiled-statements';

const p = (name: string) => sql.placeholder(name);

/** A placeholder bound as it is given, past the column's encoder: the data's JSON text, serialised once by the caller. */
const asGiven = (name: string) => sql`${p(name)}`;

/** The upsert's update: every column but the key from the row the insert proposed (`excluded`), bound once. */
function fromExcluded(): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(documents))) {
    if (key !== 'tenantId' && key !== 'id') set[key] = sql`excluded.${sql.identifier(column.name)}`;
  }
  return set;
}

function prepare(tx: Db) {
  const nextSeq = tx
    .update(tenants)
    .set({ lastSeq: sql`${tenants.lastSeq} + 1` })
    .where(eq(tenants.id, p('tenantId')))
    .returning({ seq: tenants.lastSeq })
    .prepare();
  const document = tx
    .insert(documents)
    .values({
      tenantId: p('tenantId'),
      id: p('id'),
      type: p('type'),
      version: p('version'),
      data: asGiven('data'),
      deleted: p('deleted'),
      seq: p('seq'),
      createdAt: p('createdAt'),
      createdBy: p('createdBy'),
      updatedAt: p('updatedAt'),
      updatedBy: p('updatedBy'),
      place: p('place'),
      owner: p('owner'),
    })
    .onConflictDoUpdate({ target: [documents.tenantId, documents.id], set: fromExcluded() })
    .prepare();
  const version = tx
    .insert(documentVersions)
    .values({
      tenantId: p('tenantId'),
      id: p('id'),
      version: p('version'),
      type: p('type'),
      seq: p('seq'),
      data: asGiven('data'),
      deleted: p('deleted'),
      changedFields: p('changedFields'),
      committedAt: p('committedAt'),
      committedBy: p('committedBy'),
      clientId: p('clientId'),
      reason: p('reason'),
    })
    .prepare();
  return { nextSeq, document, version };
}

/**
 * writeDocument's statements on SQLite, compiled once per transaction and run per version (a
 * push of a hundred mutations compiles them once, not a hundred times). A document's data are
 * bound as JSON text the caller serialised once for the document and its version.
 */
export const writeStatements = compiledPer(prepare);
