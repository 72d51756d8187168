import { and, desc, eq, lt } from 'drizzle-orm';
import type { RecentChange } from '../../shared/api/recent-changes';
import { documentPath } from '../../shared/document-paths';
import { entityFor } from '../../shared/entities/registry';
import type { AccessResource } from '../../shared/enums/access';
import { employeesOfUsers } from '../auth/employee-names';
import type { Db } from '../db/database';
import { documents } from '../db/schema';
import type { StoredPlace } from './place';
import { mayRead, type ReaderContext } from './visibility';

/** Rows read per step, newest first. */
const PAGE = 200;
/** At most this many rows are read for one answer: a caller who may read little gets fewer changes, not a slow one. */
const MAX_SCANNED = 5_000;

const placeOf = (value: unknown): StoredPlace => (typeof value === 'string' ? JSON.parse(value) : value) as StoredPlace;

/**
 * The documents last changed in the tenant that the caller may read (mayRead, as pull and
 * history decide), newest first: live documents of types with a screen, at `location` when
 * given (the place resolved at commit, docs/sync-spec.md A4), each with who committed last and
 * when. Reads the tenant's documents by their feed order (`documents_tenant_seq`).
 */
export async function recentChanges(
  db: Db,
  ctx: ReaderContext,
  limit: number,
  location?: string,
): Promise<RecentChange[]> {
  const found: (typeof documents.$inferSelect)[] = [];
  const everywhere = new Map<AccessResource, boolean>();
  let before = Number.MAX_SAFE_INTEGER;
  for (let scanned = 0; found.length < limit && scanned < MAX_SCANNED; scanned += PAGE) {
    const rows = await db
      .select()
      .from(documents)
      .where(and(eq(documents.tenantId, ctx.tenant.id), lt(documents.seq, before)))
      .orderBy(desc(documents.seq))
      .limit(PAGE)
      .all();
    for (const row of rows) {
      if (found.length >= limit) break;
      if (row.deleted || documentPath(row.type, row.id) === undefined) continue;
      if (location !== undefined && !placeOf(row.place).locations.includes(location)) continue;
      if (mayRead(ctx, row, everywhere)) found.push(row);
    }
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) break;
    before = last.seq;
  }
  const names = await employeesOfUsers(db, ctx.tenant.id, [
    ...new Set(found.flatMap((row) => (row.updatedBy ? [row.updatedBy] : []))),
  ]);
  return found.map((row) => {
    const titleField = entityFor(row.type)?.titleField;
    const title = titleField ? row.data[titleField] : undefined;
    return {
      id: row.id,
      type: row.type,
      title: typeof title === 'string' ? title : '',
      changedAt: new Date(row.updatedAt).toISOString(),
      changedBy: row.updatedBy ? (names.get(row.updatedBy) ?? null) : null,
      created: row.version === 1,
    };
  });
}
