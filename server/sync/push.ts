import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Principal } from '../../shared/access/evaluate';
import { AppError } from '../../shared/errors';
import type { MutationResult, PushRequest, PushResponse } from '../../shared/sync/protocol';
import type { Tenant } from '../auth/identity';
import type { Db } from '../db/database';
import { mutationResults, syncClients } from '../db/schema';
import { compiledPer } from '../db/store/compiled-statements';
import { speaksPostgres } from '../db/store/drizzle-store';
import type { CommitHooks, CommitObserver } from './commit-hooks';
import { commitMutation } from './commit-mutation';
import { collectSystemCommits } from './system-commits';
import { keyedQueue } from './tenant-queue';
import { lockTenant, readAhead } from './write-document';

export interface PushContext {
  readonly db: Db;
  readonly tenant: Tenant;
  readonly userId: string;
  readonly principal: Principal;
  /** What the domain modules do on commits (account flags, notifications …). */
  readonly hooks: CommitHooks;
  /** Told after the push committed, with the tenant's newest seq. */
  readonly onCommitted?: (seq: number) => void;
  /** Told after the push committed, per other tenant its hooks wrote into as the system (a delivered regulation), with that tenant's newest seq. */
  readonly onCommittedIn?: (tenantId: string, seq: number) => void;
}

const p = (name: string) => sql.placeholder(name);

async function lastNumberOf(tx: Db, ctx: PushContext, clientId: string): Promise<number> {
  const client = await tx
    .select()
    .from(syncClients)
    .where(and(eq(syncClients.tenantId, ctx.tenant.id), eq(syncClients.clientId, clientId)))
    .get();
  if (!client) {
    await tx.insert(syncClients).values({ tenantId: ctx.tenant.id, clientId, userId: ctx.userId, lastNumber: 0 }).run();
    return 0;
  }
  if (client.userId !== ctx.userId) throw new AppError('FORBIDDEN', 'sync client belongs to another user');
  return client.lastNumber;
}

/** The stored results of a retried push's mutations (numbers at or below the client's last), read in one statement. */
async function storedResults(
  tx: Db,
  ctx: PushContext,
  clientId: string,
  numbers: readonly number[],
): Promise<Map<number, MutationResult>> {
  if (numbers.length === 0) return new Map();
  const rows = await tx
    .select({ number: mutationResults.number, result: mutationResults.result })
    .from(mutationResults)
    .where(
      and(
        eq(mutationResults.tenantId, ctx.tenant.id),
        eq(mutationResults.clientId, clientId),
        inArray(mutationResults.number, [...new Set(numbers)]),
      ),
    )
    .all();
  return new Map(rows.map((row) => [row.number, row.result as unknown as MutationResult]));
}

const resultInsert = compiledPer((tx) =>
  tx
    .insert(mutationResults)
    .values({ tenantId: p('tenantId'), clientId: p('clientId'), number: p('number'), result: p('result') })
    .prepare(),
);

/**
 * Stores the results of a push's committed mutations, answered again for a retry (P7). On
 * PostgreSQL in one statement (each is a round trip while the push holds its tenant's row); on
 * SQLite, where a statement costs no round trip, one row at a time through a statement compiled
 * once: drizzle compiling a hundred rows into one statement cost more than SQLite writing them.
 */
async function storeResults(ctx: PushContext, clientId: string, committed: ReadonlyMap<number, MutationResult>) {
  if (committed.size === 0) return;
  const rows = [...committed].map(([number, result]) => ({
    tenantId: ctx.tenant.id,
    clientId,
    number,
    result: { ...result },
  }));
  if (speaksPostgres(ctx.db)) {
    await ctx.db.insert(mutationResults).values(rows).run();
    return;
  }
  const insert = resultInsert(ctx.db);
  for (const row of rows) await insert.run(row);
}

/**
 * One mutation with idempotency (P7): a retry (at or below the client's last number) answers
 * the stored result, a gap is refused, the next number is committed and its result stored.
 */
async function applyOne(
  ctx: PushContext,
  observer: CommitObserver,
  clientId: string,
  last: number,
  mutation: PushRequest['mutations'][number],
  answered: (number: number) => MutationResult | undefined,
): Promise<MutationResult> {
  if (mutation.number <= last) {
    return answered(mutation.number) ?? { number: mutation.number, status: 'rejected', code: 'NOT_FOUND', issues: [] };
  }
  if (mutation.number > last + 1) return { number: mutation.number, status: 'gap' };
  return commitMutation({ ...ctx, clientId, observer }, mutation);
}

/**
 * The mutations of one push in order; the client's last number is read once and written once,
 * the stored results of retried mutations and the documents of the new ones are read in one
 * statement each, and the results of the committed ones are stored in one: on PostgreSQL every
 * statement is a round trip while the push holds its tenant's row (lockTenant).
 */
async function applyAll(ctx: PushContext, observer: CommitObserver, request: PushRequest): Promise<MutationResult[]> {
  const answered: MutationResult[] = [];
  const committed = new Map<number, MutationResult>();
  const { clientId } = request;
  const first = await lastNumberOf(ctx.db, ctx, clientId);
  const retried = request.mutations.filter((mutation) => mutation.number <= first);
  const stored = await storedResults(
    ctx.db,
    ctx,
    clientId,
    retried.map((mutation) => mutation.number),
  );
  // The documents the new mutations change, read at once for commitMutation's readDocument.
  await readAhead(
    ctx.db,
    ctx.tenant.id,
    request.mutations.filter((mutation) => mutation.number > first).map((mutation) => mutation.id),
  );
  let last = first;
  let gap = false;
  for (const mutation of request.mutations) {
    if (gap) {
      answered.push({ number: mutation.number, status: 'gap' });
      continue;
    }
    const result = await applyOne(ctx, observer, clientId, last, mutation, (number) =>
      committed.has(number) ? committed.get(number) : stored.get(number),
    );
    if (result.status === 'gap') gap = true;
    else if (mutation.number === last + 1) {
      last = mutation.number;
      committed.set(mutation.number, result);
    }
    answered.push(result);
  }
  await storeResults(ctx, clientId, committed);
  if (last !== first) {
    await ctx.db
      .update(syncClients)
      .set({ lastNumber: last })
      .where(and(eq(syncClients.tenantId, ctx.tenant.id), eq(syncClients.clientId, clientId)))
      .run();
  }
  return answered;
}

/** This instance's pushes of one tenant, one after another (see keyedQueue). */
const tenantPushes = keyedQueue();

/**
 * Applies a push in order (docs/sync-spec.md P6–P9): each mutation with its own seq, the
 * whole push in one database transaction (one fsync; durable before it is answered); a gap
 * stops the push, a rejection advances. An unexpected error rolls the whole push back and the
 * device retries it. The domain modules' observers (notifications, R1) act in the same transaction.
 * After the commit the tenant's devices are poked, and those of every tenant a hook wrote into (P10).
 */
export async function push(ctx: PushContext, request: PushRequest): Promise<PushResponse> {
  const { results, notified, others } = await tenantPushes(ctx.tenant.id, () =>
    ctx.db.transaction(async (tx) => {
      await lockTenant(tx, ctx.tenant.id);
      const collected = collectSystemCommits(tx);
      const observer = ctx.hooks.observe(tx, ctx.tenant, ctx.userId);
      const answered = await applyAll({ ...ctx, db: tx }, observer, request);
      return { results: answered, notified: await observer.flush(), others: [...collected] };
    }),
  );
  const newest = Math.max(
    notified,
    ...results.map((result) => ('seq' in result && result.seq !== null ? result.seq : 0)),
  );
  if (newest > 0) ctx.onCommitted?.(newest);
  for (const [tenantId, seq] of others) if (tenantId !== ctx.tenant.id) ctx.onCommittedIn?.(tenantId, seq);
  return { results };
}
