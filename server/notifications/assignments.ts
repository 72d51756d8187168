import { and, eq, inArray } from 'drizzle-orm';
import { canOnDocument, type Principal } from '../../shared/access/evaluate';
import { newParticipants } from '../../shared/domain/trainings';
import { instruction } from '../../shared/entities/instruction';
import type { Tenant } from '../auth/identity';
import { loadPrincipal } from '../auth/principal';
import type { Db } from '../db/database';
import { accountEmployeeJoin } from '../db/live-documents';
import { documents, employeeAccounts } from '../db/schema';
import type { CommittedChange } from '../sync/commit-hooks';
import { readsOwnInstructionsAt } from '../sync/own-instructions';
import { asPlace } from '../sync/place';

/** An employee a committed instruction newly assigned, who signs in and may hear of it. */
export interface Assignee {
  readonly userId: string;
  readonly principal: Principal;
}

/** The employees each committed version of an instruction newly names in its sessions (TRN-6), by change. */
export function assignmentsOf<C extends CommittedChange>(changes: readonly C[]): Map<C, readonly string[]> {
  const found = new Map<C, readonly string[]>();
  for (const change of changes) {
    if (change.row.type !== instruction.type || change.action === 'DELETE') continue;
    const added = newParticipants(change.previous, change.row.data);
    if (added.length > 0) found.set(change, added);
  }
  return found;
}

/**
 * The sign-in accounts of the employees named, by employee: an account bound to an employee of the
 * tenant that is not deleted, with the employee's principal.
 */
export async function loadAssignees(
  db: Db,
  tenant: Tenant,
  employeeIds: readonly string[],
): Promise<Map<string, Assignee>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: employeeAccounts.userId, employeeId: documents.id, data: documents.data })
    .from(employeeAccounts)
    .innerJoin(documents, accountEmployeeJoin)
    .where(and(eq(employeeAccounts.tenantId, tenant.id), inArray(employeeAccounts.employeeId, [...employeeIds])))
    .all();
  const found = new Map<string, Assignee>();
  for (const row of rows) {
    const principal = await loadPrincipal(db, { tenant, employee: { id: row.employeeId, data: row.data } });
    found.set(row.employeeId, { userId: row.userId, principal });
  }
  return found;
}

/**
 * Whether an assigned employee may hear of the instruction: they read it where it sits, or they
 * read their own instructions (TRN-8, MY_INSTRUCTIONS), of which it now is one.
 */
export function hearsOfAssignment(assignee: Assignee, tenant: Tenant, change: CommittedChange): boolean {
  return (
    canOnDocument(assignee.principal, 'READ', instruction, asPlace(change.row.place)) ||
    readsOwnInstructionsAt(assignee.principal, tenant)
  );
}
