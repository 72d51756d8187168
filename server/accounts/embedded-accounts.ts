import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { EMBEDDED_ISSUER_KEY } from '../auth/identity';
import type { Db } from '../db/database';
import { employeeAccounts, idpAccounts, oidcPayloads, passwordLinks, users } from '../db/schema';

export type IdpAccount = typeof idpAccounts.$inferSelect;

/** A well-formed scrypt hash of random bytes: no password matches it, and a check costs the usual time. */
function unusableHash(): string {
  return ['scrypt', 16384, 8, 1, randomBytes(16).toString('base64url'), randomBytes(64).toString('base64url')].join(
    '$',
  );
}

export function accountByEmail(db: Db, email: string): Promise<IdpAccount | undefined> {
  return db.select().from(idpAccounts).where(eq(idpAccounts.email, email.toLowerCase())).get();
}

/** The embedded provider's account for the e-mail, created without a usable password when missing. */
export async function ensureAccount(db: Db, email: string, name: string): Promise<IdpAccount> {
  const existing = await accountByEmail(db, email);
  if (existing) return existing;
  const account: IdpAccount = {
    id: randomUUID(),
    email: email.toLowerCase(),
    name,
    passwordHash: unusableHash(),
    language: null,
    passwordPending: true,
  };
  await db.insert(idpAccounts).values(account).run();
  return account;
}

/** The user row of an embedded account (issuer + subject), created when missing. */
export async function userOfAccount(db: Db, account: IdpAccount): Promise<string> {
  const where = and(eq(users.issuer, EMBEDDED_ISSUER_KEY), eq(users.subject, account.id));
  const existing = await db.select({ id: users.id }).from(users).where(where).get();
  if (existing) return existing.id;
  const id = randomUUID();
  await db
    .insert(users)
    .values({ id, issuer: EMBEDDED_ISSUER_KEY, subject: account.id, email: account.email, createdAt: Date.now() })
    .run();
  return id;
}

/** The embedded account behind a user, if the user is one of the embedded provider's. */
export async function accountOfUser(db: Db, userId: string): Promise<IdpAccount | undefined> {
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user || user.issuer !== EMBEDDED_ISSUER_KEY) return undefined;
  return db.select().from(idpAccounts).where(eq(idpAccounts.id, user.subject)).get();
}

/** Whether the user is bound to an employee of a tenant other than this one. */
export async function boundElsewhere(db: Db, userId: string, tenantId: string): Promise<boolean> {
  const other = await db
    .select({ tenantId: employeeAccounts.tenantId })
    .from(employeeAccounts)
    .where(and(eq(employeeAccounts.userId, userId), ne(employeeAccounts.tenantId, tenantId)))
    .get();
  return other !== undefined;
}

/** Removes an embedded account with its pending links, sessions, grants and tokens. */
export async function removeAccount(db: Db, account: IdpAccount): Promise<void> {
  await db.delete(passwordLinks).where(eq(passwordLinks.accountId, account.id)).run();
  await db.delete(oidcPayloads).where(eq(oidcPayloads.accountId, account.id)).run();
  await db.delete(idpAccounts).where(eq(idpAccounts.id, account.id)).run();
}
