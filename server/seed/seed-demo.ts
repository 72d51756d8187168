import { eq, sql } from 'drizzle-orm';
import { EMBEDDED_ISSUER_KEY } from '../auth/identity';
import type { Db } from '../db/database';
import { documents, employeeAccounts, idpAccounts, serverSecrets, tenants, users } from '../db/schema';
import { hashPassword } from '../idp/passwords';
import { DEMO_ACCOUNTS, DEMO_DOCUMENTS, DEMO_PASSWORD, DEMO_TENANTS } from './demo-data';

const SEED_MARKER = 'seed.demo.v1';

/** Seeds the demo tenants, accounts and documents once; later starts leave them alone. */
export async function seedDemoData(db: Db): Promise<boolean> {
  if (db.select().from(serverSecrets).where(eq(serverSecrets.name, SEED_MARKER)).get()) return false;
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  const now = Date.now();
  db.transaction((tx) => {
    DEMO_ACCOUNTS.forEach((account, index) => {
      tx.insert(idpAccounts)
        .values({ id: account.id, email: account.email, name: account.name, passwordHash: hashes[index] ?? '' })
        .onConflictDoNothing()
        .run();
      tx.insert(users)
        .values({
          id: `user-${account.id}`,
          issuer: EMBEDDED_ISSUER_KEY,
          subject: account.id,
          email: account.email,
          createdAt: now,
        })
        .onConflictDoNothing()
        .run();
    });
    for (const tenant of DEMO_TENANTS) {
      tx.insert(tenants)
        .values({
          ...tenant,
          subscribedModules: [...tenant.subscribedModules],
          subscribedFeatures: [...tenant.subscribedFeatures],
          lastSeq: 0,
        })
        .onConflictDoNothing()
        .run();
    }
    for (const doc of DEMO_DOCUMENTS) {
      const next = tx
        .update(tenants)
        .set({ lastSeq: sql`${tenants.lastSeq} + 1` })
        .where(eq(tenants.id, doc.tenantId))
        .returning({ seq: tenants.lastSeq })
        .get();
      tx.insert(documents)
        .values({
          tenantId: doc.tenantId,
          id: doc.id,
          type: doc.type,
          version: 1,
          data: doc.data,
          seq: next?.seq ?? 0,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .run();
      if (doc.account) {
        tx.insert(employeeAccounts)
          .values({ tenantId: doc.tenantId, employeeId: doc.id, userId: `user-${doc.account}` })
          .onConflictDoNothing()
          .run();
      }
    }
    tx.insert(serverSecrets)
      .values({ name: SEED_MARKER, value: new Date(now).toISOString(), createdAt: Math.floor(now / 1000) })
      .run();
  });
  return true;
}
