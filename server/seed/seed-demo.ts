import { eq } from 'drizzle-orm';
import { principalOf } from '../../shared/access/evaluate';
import { EMBEDDED_ISSUER_KEY } from '../auth/identity';
import type { Db } from '../db/database';
import { employeeAccounts, idpAccounts, serverSecrets, tenants, users } from '../db/schema';
import { hashPassword } from '../idp/passwords';
import { commitMutation } from '../sync/commit-mutation';
import { readDocument, writeDocument } from '../sync/write-document';
import type { DemoDocument } from './demo/document';
import { DEMO_ACCOUNTS, DEMO_DOCUMENTS, DEMO_PASSWORD, DEMO_TENANTS } from './demo-data';

const SEED_MARKER = 'seed.demo.v1';

/** The seed commits as the system, with every right, through the same path as a push. */
const SYSTEM = principalOf([{ scopes: [{ resource: 'ALL', rules: [{ action: 'ALL', organizationScope: 'ALL' }] }] }], {
  locations: new Set(),
  departments: new Set(),
});

/** A notification is the server's own and its recipient's (docs/sync-spec.md R1–R3): written, not pushed. */
async function seedNotification(tx: Db, doc: DemoDocument, recipient: string): Promise<void> {
  const about = await readDocument(tx, doc.tenantId, String(doc.data.document));
  await writeDocument(
    tx,
    {
      tenantId: doc.tenantId,
      id: doc.id,
      type: doc.type,
      data: doc.data,
      deleted: false,
      place: about?.place ?? { locations: [], departments: [] },
      by: null,
      changedFields: Object.keys(doc.data),
      owner: `user-${recipient}`,
    },
    undefined,
  );
}

/** Seeds the demo tenants, accounts and documents once; later starts leave them alone. */
export async function seedDemoData(db: Db): Promise<boolean> {
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
      await tx
        .insert(tenants)
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
      const tenant = await tx.select().from(tenants).where(eq(tenants.id, doc.tenantId)).get();
      if (!tenant) throw new Error(`demo tenant ${doc.tenantId} missing`);
      if (doc.type === 'NOTIFICATION' && doc.account) {
        await seedNotification(tx, doc, doc.account);
        continue;
      }
      const mutation = { op: 'create', number: 0, type: doc.type, id: doc.id, data: doc.data } as const;
      const result = await commitMutation({ db: tx, tenant, userId: null, principal: SYSTEM }, mutation);
      if (result.status !== 'applied') throw new Error(`demo document ${doc.id}: ${JSON.stringify(result)}`);
      if (doc.account) {
        await tx
          .insert(employeeAccounts)
          .values({ tenantId: doc.tenantId, employeeId: doc.id, userId: `user-${doc.account}` })
          .onConflictDoNothing()
          .run();
      }
    }
    return true;
  });
}
