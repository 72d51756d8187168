import { and, eq } from 'drizzle-orm';
import { documentTitle } from '../../shared/entities/document-title';
import type { DocumentData } from '../../shared/entities/entity';
import type { Db } from '../db/database';
import { liveOfType } from '../db/live-documents';
import { documents, employeeAccounts } from '../db/schema';
import type { SystemWriter } from '../sync/system-write';
import type { DocumentRow } from '../sync/write-document';
import { accountOfUser, boundElsewhere, ensureAccount, removeAccount, userOfAccount } from './embedded-accounts';
import { enqueueInvitation } from './invitation-mail';

/**
 * Who provides the sign-in accounts: the embedded provider (the server creates them and mails
 * the invitation with a link to its pages at `publicUrl`) or an external one (accounts live
 * there; the server only records `hasAccount`), docs/decisions/0018.
 */
export type AccountProvider = { readonly kind: 'embedded'; readonly publicUrl: string } | { readonly kind: 'external' };

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
    .where(liveOfType(tenantId, 'EMPLOYEE'))
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

/**
 * Creates (or finds) the embedded account for the employee's e-mail and binds it here. An
 * account still waiting for its first password and used by no other tenant gets the invitation
 * mail with a "set your password" link (an account another tenant uses belongs to someone already).
 */
async function createAccount(db: Db, publicUrl: string, row: DocumentRow): Promise<void> {
  const name = documentTitle('EMPLOYEE', row.data);
  const account = await ensureAccount(db, emailOf(row.data), name);
  const userId = await userOfAccount(db, account);
  const binding = await bindingOf(db, row.tenantId, row.id);
  if (binding?.userId === userId) return;
  if (binding) await unbind(db, row.tenantId, row.id);
  await db.insert(employeeAccounts).values({ tenantId: row.tenantId, employeeId: row.id, userId }).run();
  if (account.passwordPending && !(await boundElsewhere(db, userId, row.tenantId))) {
    await enqueueInvitation(db, { tenantId: row.tenantId, name, account, publicUrl });
  }
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
  if (create && provider.kind === 'embedded') await createAccount(db, provider.publicUrl, row);
  if (!create) await deleteAccount(db, row);
  return system.patch(row.type, row.id, { hasAccount: create, shouldCreateAccount: false, shouldDeleteAccount: false });
}
