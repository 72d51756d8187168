import { eq } from 'drizzle-orm';
import { entityFor } from '../../shared/entities/registry';
import { EMBEDDED_ISSUER_KEY } from '../auth/identity';
import type { Db } from '../db/database';
import { employeeAccounts, idpAccounts, serverSecrets, tenants, users } from '../db/schema';
import { hashPassword } from '../idp/passwords';
import { resolvePlace } from '../sync/place';
import { readDocument, writeDocument } from '../sync/write-document';
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
      const entity = entityFor(doc.type);
      const place = entity
        ? resolvePlace(tx, doc.tenantId, entity, doc.id, doc.data)
        : { locations: [], departments: [] };
      const write = { ...doc, deleted: false, place, by: null, changedFields: Object.keys(doc.data) };
      writeDocument(tx, write, readDocument(tx, doc.tenantId, doc.id));
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
