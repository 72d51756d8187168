import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { splitCatalogs } from './scripts/split-catalogs';
import { thirdPartyLibrariesPlugin } from './scripts/third-party-libraries';

const POSTGRES_SERVER_TESTS = [
  'client/sync/attachments.int.test.ts',
  'client/sync/sync-engine-status.int.test.ts',
  'server/accounts/employee-accounts.int.test.ts',
  'server/assistant/assistant-route.int.test.ts',
  'server/domains/activities/emkg-rating.int.test.ts',
  'server/domains/deadlines/register-review-reminder.int.test.ts',
  'server/domains/substances/approval.int.test.ts',
  'server/domains/measures/recurrence-job.int.test.ts',
  'server/domains/compliance/score-history-job.int.test.ts',
  'server/domains/deadlines/calendar-feed.int.test.ts',
  'server/domains/deadlines/due-reminder-job.int.test.ts',
  'server/domains/regulations/regulations-isolation.int.test.ts',
  'server/domains/risk-assessments/risk-assessments.int.test.ts',
  'server/domains/regulations/regulation-reports.int.test.ts',
  'server/domains/regulations/delivery-poke.int.test.ts',
  'server/http/guard.int.test.ts',
  'server/idp/identity-provider.int.test.ts',
  'server/mail/invitation-mail.int.test.ts',
  'server/notifications/subscription-routes.int.test.ts',
  'server/routes/blobs/blob-routes.int.test.ts',
  'server/routes/info/info-routes.int.test.ts',
  'server/routes/sync/live-route.int.test.ts',
  'server/routes/sync/sync-routes.int.test.ts',
  'server/search/search-index.int.test.ts',
  'server/sync/access-matrix.int.test.ts',
  'server/sync/company-settings.int.test.ts',
  'server/sync/derived-values.int.test.ts',
  'server/sync/document-refs.int.test.ts',
  'server/sync/own-instructions.int.test.ts',
  'server/sync/recompute-derived.int.test.ts',
  'server/sync/sync-fuzz.int.test.ts',
  'server/sync/sync-malformed.int.test.ts',
  'server/sync/tombstones.int.test.ts',
];

/** The server's compiled message catalogs (git-ignored), written before any test imports server code. */
const COMPILE_MESSAGES = 'scripts/compile-messages.ts';

// Outside the build a catalog's start is all of it and its rest is empty: the split's options do not matter.
const linguiPlugins = () => [
  react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
  lingui(),
  splitCatalogs({ root: import.meta.dirname, firstScreen: [], serverOnly: [] }),
];

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [...linguiPlugins(), thirdPartyLibrariesPlugin(import.meta.dirname)],
        test: {
          name: 'unit',
          globalSetup: [COMPILE_MESSAGES],
          include: [
            'client/**/*.test.{ts,tsx}',
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'server',
          globalSetup: [COMPILE_MESSAGES],
          include: ['server/**/*.int.test.ts', 'client/**/*.int.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The same server tests once more with the store on PostgreSQL (docs/decisions/0024-postgresql-store.md):
          // one throwaway cluster, a fresh database per test server. Files that reach past the store
          // into the SQLite file stay in the `server` project only.
          name: 'server-postgres',
          include: POSTGRES_SERVER_TESTS,
          globalSetup: [COMPILE_MESSAGES, 'server/test/postgres-global-setup.ts'],
          setupFiles: ['server/test/postgres-setup-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: [COMPILE_MESSAGES, 'e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
