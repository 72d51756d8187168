import { and, asc, eq, gt } from 'drizzle-orm';
import { accessFingerprint, can, type Principal } from '../../shared/access/evaluate';
import { entityFor } from '../../shared/entities/registry';
import type { FeedChange, PullResponse } from '../../shared/sync/protocol';
import type { Tenant } from '../auth/identity';
import type { Db } from '../db/database';
import { documents, tenants } from '../db/schema';
import { asPlace } from './place';
import type { DocumentRow } from './write-document';

export interface FeedContext {
  readonly db: Db;
  readonly tenant: Tenant;
  readonly principal: Principal;
}

function present(ctx: FeedContext, row: DocumentRow): FeedChange {
  const entity = entityFor(row.type);
  const visible =
    entity !== undefined &&
    !row.deleted &&
    (entity.module === null || ctx.tenant.subscribedModules.includes(entity.module)) &&
    can(ctx.principal, 'READ', entity.resource, asPlace(row.place));
  if (!visible) return { id: row.id, seq: row.seq, removed: true };
  return { id: row.id, type: row.type, version: row.version, seq: row.seq, deleted: false, data: row.data };
}

/**
 * The changes after a cursor (docs/sync-spec.md P3–P5, A6): the latest state of each
 * document whose last commit is after the cursor, in seq order, what the caller may not
 * read as a removal (none on the first pull: the device holds nothing yet). Each commit holds one document, so a page never splits a commit.
 */
export function readFeed(ctx: FeedContext, cursor: number, limit: number, scope?: string): PullResponse {
  const fingerprint = accessFingerprint(ctx.principal, ctx.tenant.subscribedModules);
  if (scope !== undefined && scope !== fingerprint && cursor > 0) return { reset: true, cursor: 0, scope: fingerprint };
  return ctx.db.transaction((tx) => readPage({ ...ctx, db: tx }, cursor, limit, fingerprint));
}

function readPage(ctx: FeedContext, cursor: number, limit: number, scope: string): PullResponse {
  const lastSeq =
    ctx.db.select({ lastSeq: tenants.lastSeq }).from(tenants).where(eq(tenants.id, ctx.tenant.id)).get()?.lastSeq ?? 0;
  if (cursor > lastSeq) return { reset: true, cursor: 0, scope };
  const rows = ctx.db
    .select()
    .from(documents)
    .where(and(eq(documents.tenantId, ctx.tenant.id), gt(documents.seq, cursor)))
    .orderBy(asc(documents.seq))
    .limit(limit + 1)
    .all();
  const page = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  const bootstrap = cursor === 0;
  const changes = page.map((row) => present(ctx, row)).filter((change) => !(bootstrap && 'removed' in change));
  const next = hasMore ? (page.at(-1)?.seq ?? cursor) : lastSeq;
  return { reset: false, changes, cursor: next, hasMore, scope };
}
