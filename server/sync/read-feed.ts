import { sql } from 'drizzle-orm';
import { accessFingerprint } from '../../shared/access/evaluate';
import type { PullResponse } from '../../shared/sync/protocol';
import type { Db } from '../db/database';
import { loadOwnInstructions, ownInstructionJson } from './own-instructions';
import { type ReaderContext, readVisibility } from './visibility';

/**
 * The reader and the database; the caller is the only user who pulls what they own (docs/sync-spec.md R2)
 * and `employeeId`, their employee in the tenant, the only one whose sessions they read through
 * MY_INSTRUCTIONS (docs/domain/trainings.md TRN-8).
 */
export interface FeedContext extends ReaderContext {
  readonly db: Db;
  readonly employeeId: string;
}

/** A feed row as stored: `data` and `place` stay JSON text until they are needed. */
interface FeedRow {
  readonly id: string;
  readonly type: string;
  readonly version: number;
  readonly seq: number;
  readonly deleted: number;
  readonly data: string;
  readonly place: string;
  readonly owner: string | null;
}

async function lastSeqOf(db: Db, tenantId: string): Promise<number> {
  const row = await db.get<{ last_seq: number } | undefined>(sql`SELECT last_seq FROM tenants WHERE id = ${tenantId}`);
  return row?.last_seq ?? 0;
}

/** A page row's columns in the order `pageRows` selects them. */
type PageRowValues = [string, string, number, number, number, string, string, string | null];

/**
 * Rows of a page with `data` and `place` as stored text (no JSON parsing on the hot path), read
 * as arrays (better-sqlite3 builds an array of a row about twice as fast as an object).
 * Documents another user owns are left out here (R2): they never were the caller's, so they
 * arrive not even as removals, and a page is not filled with other users' notifications.
 */
async function pageRows(db: Db, ctx: FeedContext, cursor: number, limit: number): Promise<FeedRow[]> {
  const rows = await db.values<PageRowValues>(
    sql`SELECT id, type, version, seq, deleted, data, place, owner FROM documents WHERE tenant_id = ${ctx.tenant.id} AND seq > ${cursor} AND (owner IS NULL OR owner = ${ctx.userId}) ORDER BY seq LIMIT ${limit}`,
  );
  return rows.map(([id, type, version, seq, deleted, data, place, owner]) => ({
    id,
    type,
    version,
    seq,
    deleted,
    data,
    place,
    owner,
  }));
}

/**
 * One change as JSON: the data the caller reads (the stored text spliced in as it is, never parsed
 * and re-serialised, or their own part of it, TRN-8), or a removal when there is none.
 */
function changeJson(row: FeedRow, data: string | undefined): string {
  if (data === undefined) return `{"id":${JSON.stringify(row.id)},"seq":${row.seq},"removed":true}`;
  return `{"id":${JSON.stringify(row.id)},"type":${JSON.stringify(row.type)},"version":${row.version},"seq":${row.seq},"deleted":false,"data":${data}}`;
}

/** A page as the JSON of a PullResponse, and where the next page starts when more follow. */
export interface FeedPage {
  readonly json: string;
  readonly next?: { readonly cursor: number; readonly scope: string };
}

/**
 * The changes after a cursor as the JSON of a PullResponse (docs/sync-spec.md P3–P5, A6, A8):
 * the latest state of each document whose last commit is after the cursor, in seq order;
 * what the caller may not read arrives as a removal (none on the first pull: the device holds
 * nothing yet). Each commit holds one document, so a page never splits a commit. An employee who
 * reads through MY_INSTRUCTIONS gets their own part of their instructions and the operating
 * instructions these teach (TRN-8); what these teach is part of the fingerprint.
 */
export async function readFeedJson(ctx: FeedContext, cursor: number, limit: number, scope?: string): Promise<FeedPage> {
  // One snapshot for the fingerprint, the head and the page (a read transaction: REPEATABLE READ on PostgreSQL).
  return ctx.db.transaction(
    async (tx) => {
      const own = await loadOwnInstructions(tx, ctx, ctx.employeeId);
      const fingerprint = accessFingerprint(ctx.principal, ctx.tenant.subscribedModules) + (own?.digest ?? '');
      const reset: PullResponse = { reset: true, cursor: 0, scope: fingerprint };
      if (scope !== undefined && scope !== fingerprint && cursor > 0) return { json: JSON.stringify(reset) };
      const last = await lastSeqOf(tx, ctx.tenant.id);
      if (cursor > last) return { json: JSON.stringify(reset) };
      const rows = await pageRows(tx, ctx, cursor, limit + 1);
      const hasMore = rows.length > limit;
      const page = rows.slice(0, limit);
      const visible = readVisibility(ctx);
      const bootstrap = cursor === 0;
      const changes: string[] = [];
      for (const row of page) {
        const data = visible(row) ? row.data : own && ownInstructionJson(ctx, own, row);
        if (data !== undefined || !bootstrap) changes.push(changeJson(row, data));
      }
      const next = hasMore ? (page.at(-1)?.seq ?? cursor) : last;
      const json = `{"reset":false,"changes":[${changes.join(',')}],"cursor":${next},"hasMore":${hasMore},"head":${last},"scope":${JSON.stringify(fingerprint)}}`;
      return hasMore ? { json, next: { cursor: next, scope: fingerprint } } : { json };
    },
    { behavior: 'deferred' },
  );
}
