import type { Db } from '../db/database';

/**
 * The system commits one transaction makes into tenants (docs/sync-spec.md S1), so that the code
 * that committed it can poke those tenants' devices afterwards (P10): a regulation published by a
 * manager is written into each customer's tenant by a hook of the manager's push (decision 0044),
 * and the customer's devices must hear of it then, not only at their next pull. Keyed by the
 * transaction object; nothing is kept once the transaction is gone.
 */
const collectors = new WeakMap<Db, Map<string, number>>();

/** Starts collecting the system commits of `tx`; answers the tenants' newest seqs, filled as they commit. */
export function collectSystemCommits(tx: Db): ReadonlyMap<string, number> {
  const collected = collectors.get(tx) ?? new Map<string, number>();
  collectors.set(tx, collected);
  return collected;
}

/** Notes a system commit into a tenant inside `tx`, when someone collects them. */
export function noteSystemCommit(tx: Db, tenantId: string, seq: number): void {
  const collected = collectors.get(tx);
  if (collected) collected.set(tenantId, Math.max(seq, collected.get(tenantId) ?? 0));
}
