import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { NotificationAction, Subscriptions } from '../../shared/notifications/subscriptions';
import type { Mutation, PullResponse, PushResponse } from '../../shared/sync/protocol';
import type { Tenant } from '../auth/identity';
import { loadPrincipal } from '../auth/principal';
import { type OpenSqliteDatabase, openDatabase } from '../db/database';
import { employeeAccounts, tenants, users } from '../db/schema';
import { domainHooks } from '../domains';
import { seedDemoData } from '../seed/seed-demo';
import { push } from '../sync/push';
import { readFeedJson } from '../sync/read-feed';
import { readDocument } from '../sync/write-document';
import { saveSubscriptions } from './subscription-store';

/** A user of one tenant as the sync functions see them. */
export interface Member {
  readonly userId: string;
  readonly tenant: Tenant;
  readonly employeeId: string;
}

/** A seeded demo database in a temporary folder, with helpers that act as one member. */
export async function openSeededDatabase(): Promise<{ database: OpenSqliteDatabase; remove: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sorgfalt-notify-'));
  const database = openDatabase(path.join(dir, 'db.sqlite'));
  await seedDemoData(database.db, domainHooks({ accounts: { kind: 'embedded', publicUrl: 'http://localhost:3000' } }));
  return {
    database,
    remove: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function tenantOf(database: OpenSqliteDatabase, id: string): Promise<Tenant> {
  const tenant = await database.db.select().from(tenants).where(eq(tenants.id, id)).get();
  if (!tenant) throw new Error(`no tenant ${id}`);
  return tenant;
}

/** Gives an existing employee a sign-in identity (the demo leaves most employees without one). */
export async function memberOf(
  database: OpenSqliteDatabase,
  tenantId: string,
  employeeId: string,
  userId: string,
): Promise<Member> {
  const { db } = database;
  await db
    .insert(users)
    .values({ id: userId, issuer: 'urn:test', subject: userId, email: null, createdAt: 0 })
    .onConflictDoNothing()
    .run();
  await db.insert(employeeAccounts).values({ tenantId, employeeId, userId }).onConflictDoNothing().run();
  const bound = await db
    .select()
    .from(employeeAccounts)
    .where(and(eq(employeeAccounts.tenantId, tenantId), eq(employeeAccounts.userId, userId)))
    .get();
  if (bound?.employeeId !== employeeId) throw new Error(`${userId} is bound to ${bound?.employeeId}`);
  return { userId, tenant: await tenantOf(database, tenantId), employeeId };
}

/** Replaces an employee's roles in place (no commit): a test's way to give a demo employee rights. */
export async function grantRoles(
  database: OpenSqliteDatabase,
  tenantId: string,
  employeeId: string,
  roles: string[],
): Promise<void> {
  const employee = await readDocument(database.db, tenantId, employeeId);
  if (!employee) throw new Error(`no employee ${employeeId}`);
  database.sqlite
    .prepare('UPDATE documents SET data = ? WHERE tenant_id = ? AND id = ?')
    .run(JSON.stringify({ ...employee.data, accessRoles: roles }), tenantId, employeeId);
}

async function principalOf(database: OpenSqliteDatabase, member: Member) {
  const employee = await readDocument(database.db, member.tenant.id, member.employeeId);
  if (!employee) throw new Error(`no employee ${member.employeeId}`);
  return loadPrincipal(database.db, { tenant: await tenantOf(database, member.tenant.id), employee });
}

let clients = 0;

/** A mutation before the push numbers it. */
export type Unnumbered = Mutation extends infer M ? (M extends Mutation ? Omit<M, 'number'> : never) : never;

/** Pushes mutations as the member from a fresh sync client; mutations are numbered from 1. */
export async function pushAs(
  database: OpenSqliteDatabase,
  member: Member,
  mutations: readonly Unnumbered[],
): Promise<PushResponse> {
  const numbered = mutations.map((mutation, index) => ({ ...mutation, number: index + 1 }) as Mutation);
  const ctx = {
    db: database.db,
    tenant: await tenantOf(database, member.tenant.id),
    userId: member.userId,
    principal: await principalOf(database, member),
    hooks: domainHooks({ accounts: { kind: 'embedded', publicUrl: 'http://localhost:3000' } }),
  };
  return push(ctx, { clientId: `notify-client-${++clients}`, mutations: numbered });
}

export async function pullAs(
  database: OpenSqliteDatabase,
  member: Member,
  cursor = 0,
): Promise<Extract<PullResponse, { reset: false }>> {
  const ctx = {
    db: database.db,
    tenant: await tenantOf(database, member.tenant.id),
    userId: member.userId,
    employeeId: member.employeeId,
    principal: await principalOf(database, member),
  };
  const answer = JSON.parse((await readFeedJson(ctx, cursor, 100_000)).json) as PullResponse;
  if (answer.reset) throw new Error('unexpected reset');
  return answer;
}

export async function subscribe(
  database: OpenSqliteDatabase,
  member: Member,
  subscriptions: Subscriptions,
): Promise<void> {
  await saveSubscriptions(database.db, member.tenant.id, member.userId, subscriptions);
}

export const ALL_ACTIONS: readonly NotificationAction[] = ['CREATE', 'UPDATE', 'DELETE'];
