import type { DemoLogins } from '../../shared/api/interaction';
import type { Db } from '../db/database';
import type { CommitHooks } from '../sync/commit-hooks';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANTS } from './demo-data';
import { seedDemoData } from './seed-demo';

/** The running demo mode: whether this start seeded, and the logins to list and print. */
export interface DemoMode {
  readonly seeded: boolean;
  readonly logins: DemoLogins;
  /** "trimmed name (full name)" per demo tenant. */
  readonly tenants: readonly string[];
}

/**
 * The demo's one entry point: `server/main.ts` imports it dynamically, and only when DEMO_DATA
 * is on, so production code never loads the seed (server/seed/production-imports.test.ts).
 */
export async function startDemoMode(db: Db, hooks: CommitHooks): Promise<DemoMode> {
  return {
    seeded: await seedDemoData(db, hooks),
    logins: {
      password: DEMO_PASSWORD,
      accounts: DEMO_ACCOUNTS.map(({ email, name, note }) => ({ email, name, note })),
    },
    tenants: DEMO_TENANTS.map((tenant) => `${tenant.trimmedName} (${tenant.fullName})`),
  };
}
