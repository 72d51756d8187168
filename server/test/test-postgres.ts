import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Set by the `server-postgres` test project (vitest.config.ts): the maintenance database of a
 * throwaway cluster (server/test/postgres-global-setup.ts). Test servers then run on PostgreSQL,
 * each on a database of its own, instead of an SQLite file.
 */
export const TEST_POSTGRES_ENV = 'SORGFALT_TEST_POSTGRES';

/** A fresh database of the test cluster for one test server, dropped again by `drop()`. */
export interface TestDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** Runs one statement on its own connection, e.g. CREATE DATABASE (which no transaction may hold). */
export async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database when the test cluster is configured; undefined on the SQLite default. */
export async function testPostgresDatabase(): Promise<TestDatabase | undefined> {
  const adminUrl = process.env[TEST_POSTGRES_ENV];
  if (!adminUrl) return undefined;
  const name = `t_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name} TEMPLATE template0`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
