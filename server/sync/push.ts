import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../shared/access/evaluate';
import { AppError } from '../../shared/errors';
import type { MutationResult, PushRequest, PushResponse } from '../../shared/sync/protocol';
import type { Tenant } from '../auth/identity';
import type { Db } from '../db/database';
import { mutationResults, syncClients } from '../db/schema';
import { commitMutation } from './commit-mutation';

export interface PushContext {
  readonly db: Db;
  readonly tenant: Tenant;
  readonly userId: string;
  readonly principal: Principal;
  /** Told after the push committed, with the tenant's newest seq. */
  readonly onCommitted?: (seq: number) => void;
}

function lastNumberOf(tx: Db, ctx: PushContext, clientId: string): number {
  const client = tx
    .select()
    .from(syncClients)
    .where(and(eq(syncClients.tenantId, ctx.tenant.id), eq(syncClients.clientId, clientId)))
    .get();
  if (!client) {
    tx.insert(syncClients).values({ tenantId: ctx.tenant.id, clientId, userId: ctx.userId, lastNumber: 0 }).run();
    return 0;
  }
  if (client.userId !== ctx.userId) throw new AppError('FORBIDDEN', 'sync client belongs to another user');
  return client.lastNumber;
}

function storedResult(tx: Db, ctx: PushContext, clientId: string, number: number): MutationResult {
  const row = tx
    .select()
    .from(mutationResults)
    .where(
      and(
        eq(mutationResults.tenantId, ctx.tenant.id),
        eq(mutationResults.clientId, clientId),
        eq(mutationResults.number, number),
      ),
    )
    .get();
  return row
    ? (row.result as unknown as MutationResult)
    : { number, status: 'rejected', code: 'NOT_FOUND', issues: [] };
}

/**
 * Applies a push in order (docs/sync-spec.md P6–P9): each mutation in its own commit,
 * retries answered from the stored result, a gap stops the push, a rejection advances.
 */
export function push(ctx: PushContext, request: PushRequest): PushResponse {
  const results: MutationResult[] = [];
  let gap = false;
  for (const mutation of request.mutations) {
    if (gap) {
      results.push({ number: mutation.number, status: 'gap' });
      continue;
    }
    const result = ctx.db.transaction((tx) => {
      const last = lastNumberOf(tx, ctx, request.clientId);
      if (mutation.number <= last) return storedResult(tx, ctx, request.clientId, mutation.number);
      if (mutation.number > last + 1) return { number: mutation.number, status: 'gap' } satisfies MutationResult;
      const outcome = commitMutation({ ...ctx, db: tx }, mutation);
      tx.insert(mutationResults)
        .values({
          tenantId: ctx.tenant.id,
          clientId: request.clientId,
          number: mutation.number,
          result: { ...outcome },
        })
        .run();
      tx.update(syncClients)
        .set({ lastNumber: mutation.number })
        .where(and(eq(syncClients.tenantId, ctx.tenant.id), eq(syncClients.clientId, request.clientId)))
        .run();
      return outcome;
    });
    if (result.status === 'gap') gap = true;
    results.push(result);
  }
  const newest = Math.max(0, ...results.map((result) => ('seq' in result && result.seq !== null ? result.seq : 0)));
  if (newest > 0) ctx.onCommitted?.(newest);
  return { results };
}
