import { and, eq } from 'drizzle-orm';
import { documentTitle } from '../../shared/entities/document-title';
import type { DocumentData } from '../../shared/entities/entity';
import type { Db } from '../db/database';
import { documents, employeeAccounts } from '../db/schema';
import type { SystemWriter } from '../sync/system-write';
import type { DocumentRow } from '../sync/write-document';
import { accountOfUser, boundElsewhere, ensureAccount, removeAccount, userOfAccount } from './embedded-accounts';

/**
 * Who provides the sign-in accounts: the embedded provider (the server creates them) or an
 * external one (accounts live there; the server only records `hasAccount`), docs/decisions/0018.
 */
export type AccountProvider = 'embedded' | 'external';

const emailOf = (data: DocumentData): string => (typeof data.email === 'string' ? data.email.toLowerCase() : '');

/** Whether the employee asks for an account (a delete request wins over a create request). */
export const wantsAccount = (data: DocumentData): boolean =>
  data.shouldCreateAccount === true && data.shouldDeleteAccount !== true;

/** Whether another employee of the tenant with the same e-mail already has an account. */
export async function emailTaken(db: Db, tenantId: string, employeeId: string, data: DocumentData): Promise<boolean> {
  const email = emailOf(data);
  const employees = await db
    .select({ id: documents.id, data: documents.data })
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.type, 'EMPLOYEE'), eq(documents.deleted, false)))
    .all();
  return employees.some(
    (other) => other.id !== employeeId && other.data.hasAccount === true && emailOf(other.data) === email,
  );
}

function bindingOf(db: Db, tenantId: string, employeeId: string) {
  return db
    .select()
    .from(employeeAccounts)
    .where(and(eq(employeeAccounts.tenantId, tenantId), eq(employeeAccounts.employeeId, employeeId)))
    .get();
}

async function unbind(db: Db, tenantId: string, employeeId: string): Promise<void> {
  await db
    .delete(employeeAccounts)
    .where(and(eq(employeeAccounts.tenantId, tenantId), eq(employeeAccounts.employeeId, employeeId)))
    .run();
}

/** Removes this tenant's binding; the embedded account goes too when no other tenant uses it. */
async function deleteAccount(db: Db, row: DocumentRow): Promise<void> {
  const binding = await bindingOf(db, row.tenantId, row.id);
  if (!binding) return;
  await unbind(db, row.tenantId, row.id);
  const account = await accountOfUser(db, binding.userId);
  if (account && !(await boundElsewhere(db, binding.userId, row.tenantId))) await removeAccount(db, account);
}

/** Creates (or finds) the embedded account for the employee's e-mail and binds it here. */
async function createAccount(db: Db, row: DocumentRow): Promise<void> {
  const name = documentTitle('EMPLOYEE', row.data);
  const userId = await userOfAccount(db, await ensureAccount(db, emailOf(row.data), name));
  const binding = await bindingOf(db, row.tenantId, row.id);
  if (binding?.userId === userId) return;
  if (binding) await unbind(db, row.tenantId, row.id);
  await db.insert(employeeAccounts).values({ tenantId: row.tenantId, employeeId: row.id, userId }).run();
}

/**
 * Acts on an employee's account flags after a commit, inside its transaction, and writes the
 * outcome back as a system version (hasAccount set, flags cleared) that syncs to every device.
 */
export async function applyAccountFlags(
  db: Db,
  provider: AccountProvider,
  row: DocumentRow,
  system: SystemWriter,
): Promise<DocumentRow> {
  const { data } = row;
  if (data.shouldCreateAccount !== true && data.shouldDeleteAccount !== true) return row;
  const create = wantsAccount(data);
  if (create && provider === 'embedded') await createAccount(db, row);
  if (!create) await deleteAccount(db, row);
  return system.patch(row.type, row.id, { hasAccount: create, shouldCreateAccount: false, shouldDeleteAccount: false });
}
