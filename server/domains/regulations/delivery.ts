import { and, eq } from 'drizzle-orm';
import { customerCopy } from '../../../shared/domain/regulations';
import type { ModuleCode } from '../../../shared/modules';
import type { Tenant } from '../../auth/identity';
import type { Db } from '../../db/database';
import { documents } from '../../db/schema';
import type { CommitHooks } from '../../sync/commit-hooks';
import { commitAsSystemIn } from '../../sync/system-write';
import { type DocumentRow, readDocument } from '../../sync/write-document';
import { customersOf } from './customer-relation';

export const MANAGER_MODULE: ModuleCode = 'REGULATION_MANAGEMENT_MANAGER';
/** History reasons of the versions delivery writes into a customer's tenant (docs/sync-spec.md S2). */
export const PUBLISH_REASON = 'publish';
export const WITHDRAW_REASON = 'withdraw';

/** A regulation the manager keeps itself, not one another manager delivered to it (RGL-5). */
export const isOwnRegulation = (row: Pick<DocumentRow, 'type' | 'data'>): boolean =>
  row.type === 'REGULATION' && row.data.publishedBy === undefined;

/**
 * Brings one customer's copy of a manager's regulation up to date inside the caller's
 * transaction, as the system in the customer's tenant (docs/sync-spec.md S1; RGL-2 … RGL-7):
 * puts the copy while the regulation is published to this customer, removes it otherwise. An id
 * the customer holds for a document of its own is left alone (RGL-8).
 */
export async function deliverTo(
  tx: Db,
  hooks: CommitHooks,
  manager: Tenant,
  customer: Tenant,
  regulation: DocumentRow,
): Promise<void> {
  const copy = regulation.deleted ? undefined : customerCopy(regulation.data, customer.trimmedName, manager.fullName);
  const stored = await readDocument(tx, customer.id, regulation.id);
  if (stored && (stored.type !== 'REGULATION' || (!stored.deleted && isOwnRegulation(stored)))) return;
  if (!copy && (!stored || stored.deleted)) return;
  await commitAsSystemIn(tx, hooks, customer.id, copy ? PUBLISH_REASON : WITHDRAW_REASON, async (writer) => {
    if (copy) await writer.put('REGULATION', regulation.id, copy);
    else await writer.remove('REGULATION', regulation.id);
  });
}

/** Delivers a committed regulation of a manager to each of its customers (RGL-2, RGL-6, RGL-7). */
export async function deliverToCustomers(tx: Db, hooks: CommitHooks, manager: Tenant, regulation: DocumentRow) {
  if (!manager.subscribedModules.includes(MANAGER_MODULE) || !isOwnRegulation(regulation)) return;
  for (const { customer } of await customersOf(tx, manager.id)) {
    await deliverTo(tx, hooks, manager, customer, regulation);
  }
}

/**
 * Delivers every regulation of a manager to one customer, or withdraws them all (`withdraw`):
 * after the operator added or removed the relation (decision 0043).
 */
export async function deliverAllTo(
  tx: Db,
  hooks: CommitHooks,
  manager: Tenant,
  customer: Tenant,
  withdraw: boolean,
): Promise<void> {
  const rows = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.tenantId, manager.id), eq(documents.type, 'REGULATION')))
    .all();
  for (const regulation of rows) {
    if (!isOwnRegulation(regulation)) continue;
    await deliverTo(tx, hooks, manager, customer, withdraw ? { ...regulation, deleted: true } : regulation);
  }
}
