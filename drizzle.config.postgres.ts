import { defineConfig } from 'drizzle-kit';

/** PostgreSQL migrations (DATABASE_URL postgres://); drizzle.config.ts keeps SQLite's. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema-postgres.ts',
  out: './server/db/migrations/postgres',
});
