import { eq } from 'drizzle-orm';
import { EMBEDDED_ISSUER_KEY } from '../auth/identity';
import type { Db } from '../db/database';
import { employeeAccounts, idpAccounts, regulationCustomers, serverSecrets, tenants, users } from '../db/schema';
import { hashPassword } from '../idp/passwords';
import type { CommitHooks } from '../sync/commit-hooks';
import { markRefsIndexed } from '../sync/document-refs';
import { commitAsSystemIn } from '../sync/system-write';
import { DEMO_ACCOUNTS, DEMO_DOCUMENTS, DEMO_PASSWORD, DEMO_REGULATION_CUSTOMERS, DEMO_TENANTS } from './demo-data';

const SEED_MARKER = 'seed.demo.v1';

/** Seeds the demo tenants, accounts and documents once; later starts leave them alone. */
export async function seedDemoData(db: Db, hooks: CommitHooks): Promise<boolean> {
  if (await db.select().from(serverSecrets).where(eq(serverSecrets.name, SEED_MARKER)).get()) return false;
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  const now = Date.now();
  return db.transaction(async (tx) => {
    // The marker is claimed first: an instance starting beside this one waits on it and then
    // finds it taken (PostgreSQL), instead of seeding the same documents a second time.
    const claimed = await tx
      .insert(serverSecrets)
      .values({ name: SEED_MARKER, value: new Date(now).toISOString(), createdAt: Math.floor(now / 1000) })
      .onConflictDoNothing()
      .returning({ name: serverSecrets.name })
      .all();
    if (claimed.length === 0) return false;
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      await tx
        .insert(idpAccounts)
        .values({ id: account.id, email: account.email, name: account.name, passwordHash: hashes[index] ?? '' })
        .onConflictDoNothing()
        .run();
      await tx
        .insert(users)
        .values({
          id: `user-${account.id}`,
          issuer: EMBEDDED_ISSUER_KEY,
          subject: account.id,
          email: account.email,
          createdAt: now,
        })
        .onConflictDoNothing()
        .run();
    }
    for (const tenant of DEMO_TENANTS) {
      const created = await tx
        .insert(tenants)
        .values({
          ...tenant,
          subscribedModules: [...tenant.subscribedModules],
          subscribedFeatures: [...tenant.subscribedFeatures],
          lastSeq: 0,
        })
        .onConflictDoNothing()
        .returning({ id: tenants.id })
        .all();
      // A tenant created here has no documents yet: its references index is whole from the start.
      for (const { id } of created) await markRefsIndexed(tx, id);
    }
    for (const relation of DEMO_REGULATION_CUSTOMERS) {
      await tx
        .insert(regulationCustomers)
        .values({ ...relation, createdAt: now })
        .onConflictDoNothing()
        .run();
    }
    // Each document is committed as the system (docs/sync-spec.md S1), by the same path as a push;
    // a notification is its recipient's alone (R2).
    for (const tenant of DEMO_TENANTS) {
      await commitAsSystemIn(tx, hooks, tenant.id, 'seed', async (writer) => {
        for (const doc of DEMO_DOCUMENTS.filter((candidate) => candidate.tenantId === tenant.id)) {
          const owner = doc.type === 'NOTIFICATION' && doc.account ? { owner: `user-${doc.account}` } : {};
          await writer.put(doc.type, doc.id, doc.data, owner);
          if (doc.account && doc.type !== 'NOTIFICATION') {
            await tx
              .insert(employeeAccounts)
              .values({ tenantId: doc.tenantId, employeeId: doc.id, userId: `user-${doc.account}` })
              .onConflictDoNothing()
              .run();
          }
        }
      });
    }
    return true;
  });
}
