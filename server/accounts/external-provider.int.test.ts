import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadPrincipal } from '../auth/principal';
import type { OpenSqliteDatabase } from '../db/database';
import { employeeAccounts, idpAccounts, users } from '../db/schema';
import { domainHooks } from '../domains';
import { openSeededDatabase, tenantOf } from '../notifications/test-support';
import { push } from '../sync/push';
import { readDocument } from '../sync/write-document';

const ID = 'acme-emp-schneider';
let database: OpenSqliteDatabase;
let remove: () => Promise<void>;

beforeEach(async () => {
  ({ database, remove } = await openSeededDatabase());
});
afterEach(() => remove());

async function pushAsAnna(fields: Record<string, boolean>) {
  const tenant = await tenantOf(database, 'tenant-acme');
  const anna = await readDocument(database.db, tenant.id, 'acme-emp-anna');
  const current = await readDocument(database.db, tenant.id, ID);
  if (!anna || !current) throw new Error('demo data missing');
  const changes = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, { value, base: null }]));
  return push(
    {
      db: database.db,
      tenant,
      userId: 'user-demo-anna',
      principal: await loadPrincipal(database.db, { tenant, employee: anna }),
      hooks: domainHooks({ accounts: { kind: 'external' } }),
    },
    {
      clientId: `external-${Date.now()}`,
      mutations: [{ op: 'patch', number: 1, type: 'EMPLOYEE', id: ID, baseVersion: current.version, fields: changes }],
    },
  );
}

it('with an external provider, the flags record the account and create nothing in the embedded provider', async () => {
  const accountsBefore = (await database.db.select().from(idpAccounts).all()).length;
  expect((await pushAsAnna({ shouldCreateAccount: true })).results[0]?.status).toBe('applied');
  expect((await readDocument(database.db, 'tenant-acme', ID))?.data).toMatchObject({
    hasAccount: true,
    shouldCreateAccount: false,
  });
  expect(await database.db.select().from(idpAccounts).all()).toHaveLength(accountsBefore);

  // The person signs in at the external provider and is bound by e-mail (decision 0002).
  await database.db
    .insert(users)
    .values({ id: 'ext-user', issuer: 'https://idp.example', subject: 's', createdAt: 0 })
    .run();
  await database.db
    .insert(employeeAccounts)
    .values({ tenantId: 'tenant-acme', employeeId: ID, userId: 'ext-user' })
    .run();
  expect((await pushAsAnna({ shouldDeleteAccount: true })).results[0]?.status).toBe('applied');
  expect((await readDocument(database.db, 'tenant-acme', ID))?.data.hasAccount).toBe(false);
  const binding = await database.db
    .select()
    .from(employeeAccounts)
    .where(and(eq(employeeAccounts.tenantId, 'tenant-acme'), eq(employeeAccounts.employeeId, ID)))
    .get();
  expect(binding).toBeUndefined();
  expect(await database.db.select().from(users).where(eq(users.id, 'ext-user')).get()).toBeDefined();
});
