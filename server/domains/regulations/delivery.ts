import { and, eq, inArray } from 'drizzle-orm';
import { type CustomerRegulation, customerCopy } from '../../../shared/domain/regulations';
import type { DocumentData } from '../../../shared/entities/entity';
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
  await putOrWithdraw(tx, hooks, customer, regulation, copy);
}

/**
 * Puts the customer's copy of a manager's document (a regulation or a report) as the system, or
 * withdraws it when `copy` is undefined; an id the customer holds for a document of its own is
 * left alone (RGL-8).
 */
async function putOrWithdraw(
  tx: Db,
  hooks: CommitHooks,
  customer: Tenant,
  row: DocumentRow,
  copy: DocumentData | undefined,
): Promise<void> {
  const stored = await readDocument(tx, customer.id, row.id);
  if (stored && (stored.type !== row.type || (!stored.deleted && stored.data.publishedBy === undefined))) return;
  if (!copy && (!stored || stored.deleted)) return;
  await commitAsSystemIn(tx, hooks, customer.id, copy ? PUBLISH_REASON : WITHDRAW_REASON, async (writer) => {
    if (copy) await writer.put(row.type, row.id, copy);
    else await writer.remove(row.type, row.id);
  });
}

/** What the customer named by a published report receives of it (RGL-16): the report as published, marked delivered. */
function reportCopy(report: DocumentRow, customer: string, provider: string): DocumentData | undefined {
  if (report.deleted || report.data.isPublished !== true || report.data.customer !== customer) return undefined;
  const { customer: named, span, publishedAt, entries } = report.data;
  return { customer: named, span, publishedAt, entries, isPublished: true, publishedBy: provider };
}

/** Delivers a committed report of a manager to the customer it names, and withdraws it from any other (RGL-16). */
export async function deliverReport(tx: Db, hooks: CommitHooks, manager: Tenant, report: DocumentRow) {
  if (!manager.subscribedModules.includes(MANAGER_MODULE) || report.data.publishedBy !== undefined) return;
  for (const { customer } of await customersOf(tx, manager.id)) {
    await putOrWithdraw(tx, hooks, customer, report, reportCopy(report, customer.trimmedName, manager.fullName));
  }
}

/** The manager's own regulations as one customer receives them, for its reports (RGL-14). */
export async function regulationsFor(tx: Db, manager: Tenant, customer: string): Promise<CustomerRegulation[]> {
  const rows = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.tenantId, manager.id), eq(documents.type, 'REGULATION')))
    .all();
  return rows.flatMap((row) => {
    if (row.deleted || !isOwnRegulation(row)) return [];
    const copy = customerCopy(row.data, customer, manager.fullName);
    return copy ? [{ id: row.id, data: copy }] : [];
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
 * Delivers every regulation and report of a manager to one customer, or withdraws them all (`withdraw`):
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
    .where(and(eq(documents.tenantId, manager.id), inArray(documents.type, ['REGULATION', 'REGULATION_REPORT'])))
    .all();
  for (const row of rows) {
    if (row.data.publishedBy !== undefined) continue;
    const current = withdraw ? { ...row, deleted: true } : row;
    if (row.type === 'REGULATION') await deliverTo(tx, hooks, manager, customer, current);
    else {
      const copy = current.deleted ? undefined : reportCopy(current, customer.trimmedName, manager.fullName);
      await putOrWithdraw(tx, hooks, customer, current, copy);
    }
  }
}
