import type { DemoLogins } from '../../shared/api/interaction';
import { openBlobStorage } from '../blobs/open-blob-storage';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { CommitHooks } from '../sync/commit-hooks';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANTS } from './demo-data';
import { seedDemoData } from './seed-demo';
import { seedDemoFiles } from './seed-demo-files';

/** The running demo mode: whether this start seeded, and the logins to list and print. */
export interface DemoMode {
  readonly seeded: boolean;
  readonly logins: DemoLogins;
  /** "trimmed name (full name)" per demo tenant. */
  readonly tenants: readonly string[];
}

/**
 * The demo's one entry point: `server/main.ts` imports it dynamically, and only when DEMO_DATA
 * is on, so production code never loads the seed (server/seed/production-imports.test.ts). It
 * seeds the documents once and stores the files they reference (in the configured blob storage).
 */
export async function startDemoMode(
  db: Db,
  hooks: CommitHooks,
  config: Pick<Config, 'dataDir' | 'blobStorage'>,
): Promise<DemoMode> {
  const seeded = await seedDemoData(db, hooks);
  const blobs = await openBlobStorage(config);
  try {
    await seedDemoFiles(db, blobs.storage);
  } finally {
    blobs.close();
  }
  return {
    seeded,
    logins: {
      password: DEMO_PASSWORD,
      accounts: DEMO_ACCOUNTS.map(({ email, name, note }) => ({ email, name, note })),
    },
    tenants: DEMO_TENANTS.map((tenant) => `${tenant.trimmedName} (${tenant.fullName})`),
  };
}
