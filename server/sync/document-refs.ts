import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DocumentData } from '../../shared/entities/entity';
import { notification } from '../../shared/entities/notification';
import { type Reference, referencesOf } from '../../shared/entities/references';
import { entityFor } from '../../shared/entities/registry';
import type { Db } from '../db/database';
import { liveOfType } from '../db/live-documents';
import { derivedVersions, documentRefs, documents } from '../db/schema';

/**
 * The version of what the references index holds (decision 0065). Raise it when that changes:
 * the next run of `document-refs.rebuild` then indexes every tenant anew, and until it has, the
 * readers below read the tenant's documents of the type as before the index.
 */
export const REFS_INDEX_VERSION = 1;

/** The index's row in derived_versions, beside the search index's and the derived values' rule versions. */
export const REFS_VERSION_KEY = 'document-refs';

/**
 * Notifications are a recipient's inbox, written many at a time at every commit (R1); nothing
 * asks which notifications name a document, so their references are not indexed.
 */
const UNINDEXED_TYPES: ReadonlySet<string> = new Set([notification.type]);

/** A document as far as the index goes: its references come from its type's fields and its data. */
export interface ReferringDocument {
  readonly tenantId: string;
  readonly id: string;
  readonly type: string;
  readonly data: DocumentData;
  readonly deleted: boolean;
}

/** The references the index holds of a document: none for a deleted one or one of an unindexed type. */
export function indexedReferences(document: Omit<ReferringDocument, 'tenantId' | 'id'>): Reference[] {
  if (document.deleted || UNINDEXED_TYPES.has(document.type)) return [];
  const entity = entityFor(document.type);
  return entity ? referencesOf(entity, document.data) : [];
}

const keyOf = (reference: Reference) => `${reference.field}\u0000${reference.to}`;

const pairs = (references: readonly Reference[]) =>
  sql.join(
    references.map((reference) => sql`(${reference.field}, ${reference.to})`),
    sql`, `,
  );

/**
 * The statements that bring the document's rows of the index from its previous version's
 * references to this one's: the references it no longer makes removed, the new ones added
 * (an unchanged reference is not touched, so PostgreSQL can run both in one WITH). None when the
 * references stay the same, as they do at most commits.
 */
export function refsStatements(
  document: ReferringDocument,
  previous: Omit<ReferringDocument, 'tenantId' | 'id'> | undefined,
): SQL[] {
  const before = previous ? indexedReferences(previous) : [];
  const after = indexedReferences(document);
  const kept = new Set(after.map(keyOf));
  const had = new Set(before.map(keyOf));
  const removed = before.filter((reference) => !kept.has(keyOf(reference)));
  const added = after.filter((reference) => !had.has(keyOf(reference)));
  const statements: SQL[] = [];
  if (removed.length > 0) {
    statements.push(
      sql`DELETE FROM document_refs WHERE tenant_id = ${document.tenantId} AND from_id = ${document.id}
        AND (field, to_id) IN (VALUES ${pairs(removed)})`,
    );
  }
  if (added.length > 0) {
    const rows = added.map(
      (reference) => sql`(${document.tenantId}, ${document.id}, ${reference.field}, ${reference.to})`,
    );
    statements.push(
      sql`INSERT INTO document_refs (tenant_id, from_id, field, to_id) VALUES ${sql.join(rows, sql`, `)}
        ON CONFLICT DO NOTHING`,
    );
  }
  return statements;
}

/** Whether the tenant's index holds every document (the rebuild of the current version has run for it). */
export async function refsIndexed(db: Db, tenantId: string): Promise<boolean> {
  const stored = await db
    .select({ version: derivedVersions.version })
    .from(derivedVersions)
    .where(and(eq(derivedVersions.tenantId, tenantId), eq(derivedVersions.type, REFS_VERSION_KEY)))
    .get();
  return stored?.version === REFS_INDEX_VERSION;
}

/**
 * Records the tenant's index as whole, in the caller's transaction: after a rebuild, or for a
 * tenant created without documents (every later write keeps its rows).
 */
export async function markRefsIndexed(tx: Db, tenantId: string): Promise<void> {
  const computedAt = Date.now();
  await tx
    .insert(derivedVersions)
    .values({ tenantId, type: REFS_VERSION_KEY, version: REFS_INDEX_VERSION, computedAt })
    .onConflictDoUpdate({
      target: [derivedVersions.tenantId, derivedVersions.type],
      set: { version: REFS_INDEX_VERSION, computedAt },
    })
    .run();
}

/** Which referring documents to read: of one type, naming one of `to` in the field `field`. */
export interface ReferrersQuery {
  readonly type: string;
  readonly field: string;
  readonly to: readonly string[];
}

/**
 * The tenant's live documents of `type` whose `field` names one of `to`, each once, by id; only
 * the tenant's (every query names it). Read through the references index, or while the tenant is
 * not yet indexed, from the tenant's documents of the type with the same references function.
 */
export async function referringDocuments(
  tx: Db,
  tenantId: string,
  { type, field, to }: ReferrersQuery,
): Promise<{ id: string; data: DocumentData }[]> {
  const wanted = [...new Set(to)];
  if (wanted.length === 0) return [];
  if (!(await refsIndexed(tx, tenantId))) return scanReferring(tx, tenantId, { type, field, to: wanted });
  const rows = await tx
    .select({ id: documents.id, data: documents.data })
    .from(documentRefs)
    .innerJoin(documents, and(eq(documents.tenantId, documentRefs.tenantId), eq(documents.id, documentRefs.fromId)))
    .where(
      and(
        eq(documentRefs.tenantId, tenantId),
        inArray(documentRefs.toId, wanted),
        eq(documentRefs.field, field),
        liveOfType(tenantId, type),
      ),
    )
    .orderBy(asc(documents.id))
    .all();
  return onceEach(rows);
}

function onceEach<T extends { id: string }>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
}

/**
 * referringDocuments without the index: the tenant's live documents of the type whose references,
 * found as the index finds them (`referencesOf`), name one of `to` in the field.
 */
async function scanReferring(
  tx: Db,
  tenantId: string,
  { type, field, to }: ReferrersQuery,
): Promise<{ id: string; data: DocumentData }[]> {
  const entity = entityFor(type);
  if (!entity) return [];
  const targets = new Set(to);
  const rows = await tx
    .select({ id: documents.id, data: documents.data })
    .from(documents)
    .where(liveOfType(tenantId, type))
    .orderBy(asc(documents.id))
    .all();
  return rows.filter((row) =>
    referencesOf(entity, row.data).some((reference) => reference.field === field && targets.has(reference.to)),
  );
}
