import { eq } from 'drizzle-orm';
import type { Tenant } from '../../server/auth/identity';
import { EMBEDDED_ISSUER_KEY } from '../../server/auth/identity';
import type { Db } from '../../server/db/database';
import { employeeAccounts, idpAccounts, tenants, users } from '../../server/db/schema';
import { domainHooks } from '../../server/domains';
import { hashPassword } from '../../server/idp/passwords';
import { accountEmployee, administration } from '../../server/seed/demo/document';
import { DEMO_PASSWORD } from '../../server/seed/demo-data';
import { markRefsIndexed } from '../../server/sync/document-refs';
import { commitAsSystemIn } from '../../server/sync/system-write';
import { MODULE_CODES } from '../../shared/modules';
import { type LoadPopulation, loadTenantId, loadTenantName } from './settings';

/** Bench accounts sign in with the demo password (the bench server is a throwaway test server). */
export const LOAD_PASSWORD = DEMO_PASSWORD;

/**
 * The bench's tenants and users, written into the server's database before it listens, as
 * the demo seed writes its own: each tenant subscribes every module and has one
 * administration role; each user is an employee of its tenant with that role and an
 * account of the embedded provider (one password hash serves all).
 */
export async function seedLoadTenants(db: Db, population: LoadPopulation): Promise<void> {
  const passwordHash = await hashPassword(LOAD_PASSWORD);
  const hooks = domainHooks({ accounts: { kind: 'embedded', publicUrl: 'http://localhost:3000' } });
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (let index = 0; index < population.tenants; index++) {
      await tx
        .insert(tenants)
        .values({
          id: loadTenantId(index),
          trimmedName: loadTenantName(index),
          fullName: `Lastprobe ${index + 1} GmbH`,
          subscribedModules: [...MODULE_CODES],
          subscribedFeatures: [],
          lastSeq: 0,
        })
        .run();
      await markRefsIndexed(tx, loadTenantId(index));
    }
    const tenantRows: Tenant[] = [];
    for (let index = 0; index < population.tenants; index++) {
      const row = await tx
        .select()
        .from(tenants)
        .where(eq(tenants.id, loadTenantId(index)))
        .get();
      if (!row) throw new Error(`bench tenant ${loadTenantId(index)} missing`);
      tenantRows.push(row);
    }
    const commit = async (tenant: number, document: { id: string; type: string; data: Record<string, unknown> }) => {
      const row = tenantRows[tenant];
      if (!row) throw new Error(`no bench tenant ${tenant}`);
      await commitAsSystemIn(tx, hooks, row.id, 'seed', (writer) =>
        writer.put(document.type, document.id, document.data),
      );
    };
    for (let index = 0; index < population.tenants; index++) {
      await commit(index, administration(loadTenantId(index), `load-role-admin-${index + 1}`));
    }
    for (const user of population.users) {
      const account = `load-idp-${user.index + 1}`;
      const userId = `load-user-${user.index + 1}`;
      const employeeId = `load-emp-${user.index + 1}`;
      await tx
        .insert(idpAccounts)
        .values({ id: account, email: user.email, name: `Lastprobe ${user.index + 1}`, passwordHash })
        .run();
      await tx
        .insert(users)
        .values({ id: userId, issuer: EMBEDDED_ISSUER_KEY, subject: account, email: user.email, createdAt: now })
        .run();
      const person = { firstName: 'Lastprobe', lastName: String(user.index + 1), email: user.email, jobTitle: 'Gerät' };
      await commit(
        user.tenant,
        accountEmployee(
          loadTenantId(user.tenant),
          employeeId,
          person,
          [`load-role-admin-${user.tenant + 1}`],
          [],
          account,
        ),
      );
      await tx
        .insert(employeeAccounts)
        .values({ tenantId: loadTenantId(user.tenant), employeeId, userId })
        .run();
    }
  });
}
