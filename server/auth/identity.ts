import { randomUUID } from 'node:crypto';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { documents, employeeAccounts, tenants, users } from '../db/schema';
import { compiledPer } from '../db/store/compiled-statements';
import type { VerifiedToken } from './token-verifier';

/** Identities of the embedded provider are keyed on this issuer, whatever URL it is served from. */
export const EMBEDDED_ISSUER_KEY = 'urn:sorgfalt:embedded';

export type User = typeof users.$inferSelect;
export type Tenant = typeof tenants.$inferSelect;

export interface Employee {
  readonly id: string;
  readonly data: Record<string, unknown>;
}

export interface Membership {
  readonly tenant: Tenant;
  readonly employee: Employee;
}

/**
 * The user behind a verified token, keyed on issuer + subject. A first sign-in from an
 * external provider binds the identity to the employees that carry the same verified
 * e-mail, have an account and are not bound yet (docs/decisions/0002-identity-binding.md).
 */
export async function resolveUser(db: Db, token: VerifiedToken, issuerKey: string): Promise<User> {
  const existing = await requestStatements(db).user.get({ issuer: issuerKey, subject: token.subject });
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const user: User = {
      id: randomUUID(),
      issuer: issuerKey,
      subject: token.subject,
      email: token.email ?? null,
      createdAt: Date.now(),
    };
    await tx.insert(users).values(user).onConflictDoNothing().run();
    const stored = await tx
      .select()
      .from(users)
      .where(and(eq(users.issuer, issuerKey), eq(users.subject, token.subject)))
      .get();
    if (stored && token.email && token.emailVerified) await bindByEmail(tx, stored.id, token.email);
    return stored ?? user;
  });
}

/** Binds the user to unbound employees with an account and the same e-mail; also run on each tenant listing. */
export async function bindByEmail(db: Db, userId: string, email: string): Promise<void> {
  const candidates = await db
    .select({ tenantId: documents.tenantId, id: documents.id, data: documents.data })
    .from(documents)
    .leftJoin(
      employeeAccounts,
      and(eq(employeeAccounts.tenantId, documents.tenantId), eq(employeeAccounts.employeeId, documents.id)),
    )
    .where(and(eq(documents.type, 'EMPLOYEE'), eq(documents.deleted, false), isNull(employeeAccounts.userId)))
    .all();
  for (const employee of candidates) {
    const data = employee.data;
    if (data.hasAccount !== true || typeof data.email !== 'string' || data.email.toLowerCase() !== email) continue;
    await db
      .insert(employeeAccounts)
      .values({ tenantId: employee.tenantId, employeeId: employee.id, userId })
      .onConflictDoNothing()
      .run();
  }
}

/** The user's employees with an account and their tenants, in the tenants the condition admits. */
function membershipRows(db: Db, inTenants: SQL | undefined) {
  return db
    .select({ tenant: tenants, employeeId: documents.id, data: documents.data })
    .from(employeeAccounts)
    .innerJoin(tenants, eq(tenants.id, employeeAccounts.tenantId))
    .innerJoin(
      documents,
      and(eq(documents.tenantId, employeeAccounts.tenantId), eq(documents.id, employeeAccounts.employeeId)),
    )
    .where(and(eq(employeeAccounts.userId, sql.placeholder('userId')), eq(documents.deleted, false), inTenants));
}

type MembershipRow = Awaited<ReturnType<ReturnType<typeof membershipRows>['all']>>[number];

const memberships = (rows: readonly MembershipRow[]): Membership[] =>
  rows
    .filter((row) => row.data.hasAccount === true)
    .map((row) => ({ tenant: row.tenant, employee: { id: row.employeeId, data: row.data } }));

/**
 * What every API request reads before its work (the guard: the token's user, the membership the
 * `Tenant` header names), compiled once per store (docs/decisions/0061).
 */
const requestStatements = compiledPer((db) => ({
  user: db
    .select()
    .from(users)
    .where(and(eq(users.issuer, sql.placeholder('issuer')), eq(users.subject, sql.placeholder('subject'))))
    .prepare(),
  membership: membershipRows(db, eq(tenants.trimmedName, sql.placeholder('trimmedName'))).prepare(),
}));

/** Every tenant in which the user is an employee with an account. */
export async function membershipsOf(db: Db, userId: string): Promise<Membership[]> {
  return memberships(await membershipRows(db, undefined).all({ userId }));
}

/** The user's membership in the tenant of this trimmed name, if they are an employee with an account there. */
export async function membershipIn(db: Db, userId: string, trimmedName: string): Promise<Membership | undefined> {
  return memberships(await requestStatements(db).membership.all({ userId, trimmedName }))[0];
}
