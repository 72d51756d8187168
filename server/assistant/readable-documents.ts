import { sql } from 'drizzle-orm';
import type { DocumentData } from '../../shared/entities/entity';
import { readVisibility, type VisibilityRow } from '../sync/visibility';
import type { AssistantScope } from './provider';
import type { ReadableDocument } from './sources';

interface StoredRow extends VisibilityRow {
  readonly id: string;
  readonly data: string;
}

/**
 * The stored rows of the asker's tenant that are not deleted and owned by nobody else,
 * of the given types (all types when none are given); `data` stays JSON text.
 */
async function storedRows(scope: AssistantScope, types?: readonly string[]): Promise<StoredRow[]> {
  const typeFilter =
    types === undefined
      ? sql``
      : sql` AND type IN (${sql.join(
          types.map((type) => sql`${type}`),
          sql`, `,
        )})`;
  return scope.db.all<StoredRow>(
    sql`SELECT id, type, deleted, data, place, owner FROM documents WHERE tenant_id = ${scope.tenant.id} AND deleted = 0 AND (owner IS NULL OR owner = ${scope.userId})${typeFilter}`,
  );
}

/**
 * The documents the asker may read, by the sync feed's own evaluator (docs/sync-spec.md
 * A2–A9, R2). `keep` looks at a row's raw JSON text first, so a search parses only the rows
 * it may use; the types are filtered in SQL.
 */
export async function readableDocuments(
  scope: AssistantScope,
  types?: readonly string[],
  keep: (rawData: string) => boolean = () => true,
): Promise<ReadableDocument[]> {
  if (types !== undefined && types.length === 0) return [];
  const visible = readVisibility(scope);
  return (await storedRows(scope, types)).flatMap((row) =>
    keep(row.data) && visible(row) ? [{ id: row.id, type: row.type, data: JSON.parse(row.data) as DocumentData }] : [],
  );
}
