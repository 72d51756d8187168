import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresCluster, startPostgresCluster } from '../test/postgres-cluster';
import { waitFor } from '../test/wait-for';
import * as schema from './schema-postgres';

/*
 * Issue 8, slice 1 (docs/decisions/0024-postgresql-store.md): the PostgreSQL migrations
 * build exactly schema-postgres.ts in a real server, and the per-tenant counter row lock
 * hands out gap-free numbers under concurrency. A throwaway cluster per file.
 */

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations', 'postgres');
const tables = Object.values(schema) as PgTable[];

let cluster: PostgresCluster | undefined;
let pool: pg.Pool | undefined;
let db: NodePgDatabase<typeof schema>;

function openPool(): pg.Pool {
  if (!pool) throw new Error('no pool: beforeAll failed');
  return pool;
}

beforeAll(async () => {
  cluster = await startPostgresCluster();
  pool = new pg.Pool({ connectionString: cluster.url, max: 10 });
  db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder });
});

afterAll(async () => {
  await pool?.end();
  await cluster?.stop();
});

describe('the PostgreSQL migrations', () => {
  it('are all recorded as applied', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const { rows } = await openPool().query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(rows[0].n).toBe(journal.entries.length);
  });

  it('create exactly the tables and columns of the schema: order, type, not-null, default', async () => {
    const { rows } = await openPool().query<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: 'YES' | 'NO';
      has_default: boolean;
    }>(
      `SELECT table_name, column_name, data_type, is_nullable, column_default IS NOT NULL AS has_default
         FROM information_schema.columns WHERE table_schema = 'public'
        ORDER BY table_name, ordinal_position`,
    );
    const actual: Record<string, unknown[]> = {};
    for (const row of rows) {
      const columns = actual[row.table_name] ?? [];
      actual[row.table_name] = columns;
      columns.push({
        name: row.column_name,
        type: row.data_type,
        notNull: row.is_nullable === 'NO',
        hasDefault: row.has_default,
      });
    }
    const expected = Object.fromEntries(
      tables.map((table) => {
        const config = getTableConfig(table);
        const columns = config.columns.map((column) => ({
          name: column.name,
          type: column.getSQLType(),
          notNull: column.notNull,
          hasDefault: column.default !== undefined,
        }));
        return [config.name, columns];
      }),
    );
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(13);
    expect(actual).toEqual(expected);
  });

  it('create exactly the primary keys, unique constraints and indexes of the schema', async () => {
    const { rows } = await openPool().query<{
      table: string;
      name: string;
      unique: boolean;
      primary: boolean;
      columns: string[];
    }>(
      `SELECT t.relname AS table, i.relname AS name, ix.indisunique AS unique, ix.indisprimary AS primary,
              array(SELECT a.attname FROM unnest(ix.indkey) WITH ORDINALITY AS k(attnum, n)
                      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
                     ORDER BY k.n)::text[] AS columns
         FROM pg_index ix
         JOIN pg_class i ON i.oid = ix.indexrelid
         JOIN pg_class t ON t.oid = ix.indrelid
         JOIN pg_namespace ns ON ns.oid = t.relnamespace
        WHERE ns.nspname = 'public'`,
    );
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    // Indexes drizzle's schema cannot state, made by a custom migration: pg_trgm GIN (decision 0058).
    const trigramIndexes = ['bare', 'transcribed'].map((column) => ({
      table: 'document_search',
      name: `document_search_${column}_trgm`,
      unique: false,
      primary: false,
      columns: [column],
    }));
    const expected = [
      ...trigramIndexes,
      ...tables.flatMap((table) => {
        const config = getTableConfig(table);
        const columnPrimary = config.columns.filter((column) => column.primary);
        return [
          ...columnPrimary.map((column) => ({
            table: config.name,
            name: `${config.name}_pkey`,
            unique: true,
            primary: true,
            columns: [column.name],
          })),
          ...config.primaryKeys.map((key) => ({
            table: config.name,
            name: key.getName(),
            unique: true,
            primary: true,
            columns: key.columns.map((column) => column.name),
          })),
          ...config.columns
            .filter((column) => column.isUnique)
            .map((column) => ({
              table: config.name,
              name: column.uniqueName ?? '',
              unique: true,
              primary: false,
              columns: [column.name],
            })),
          ...config.indexes.map(({ config: index }) => ({
            table: config.name,
            name: index.name ?? '',
            unique: index.unique,
            primary: false,
            columns: index.columns.map((column) => ('name' in column ? column.name : '(expression)')),
          })),
        ];
      }),
    ].sort(byName);
    expect(expected.filter((index) => !index.primary).length).toBeGreaterThanOrEqual(12);
    expect(rows.sort(byName)).toEqual(expected);
    // pg_indexes, the view operators look at, agrees on the names.
    const view = await openPool().query<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname",
    );
    expect(view.rows.map((row) => row.indexname)).toEqual(expected.map((index) => index.name).sort());
  });

  it('store JSON as the same text and flags as 0/1 through drizzle, and read them back', async () => {
    await db.insert(schema.tenants).values({
      id: 'tenant-json',
      trimmedName: 'json',
      fullName: 'JSON GmbH',
      subscribedModules: ['hazardous-substances', 'ädr'],
      subscribedFeatures: [],
    });
    await db.insert(schema.documents).values({
      tenantId: 'tenant-json',
      id: 'doc-1',
      type: 'employee',
      version: 1,
      data: { name: 'Jürgen', tags: ['a'] },
      seq: 1,
      createdAt: 1_790_000_000_123,
      updatedAt: 1_790_000_000_123,
    });
    const raw = await openPool().query(
      `SELECT t.subscribed_modules, t.last_seq, d.data, d.deleted, d.place, d.created_at
         FROM tenants t JOIN documents d ON d.tenant_id = t.id WHERE t.id = 'tenant-json'`,
    );
    expect(raw.rows[0]).toEqual({
      subscribed_modules: JSON.stringify(['hazardous-substances', 'ädr']),
      last_seq: '0', // int8 arrives as a string from pg unless the driver sets a type parser (slice 3)
      data: JSON.stringify({ name: 'Jürgen', tags: ['a'] }),
      deleted: 0,
      place: '{"locations":[],"departments":[]}',
      created_at: '1790000000123',
    });
    const [document] = await db.select().from(schema.documents).where(eq(schema.documents.id, 'doc-1'));
    expect(document).toMatchObject({
      data: { name: 'Jürgen', tags: ['a'] },
      deleted: false,
      place: { locations: [], departments: [] },
      createdAt: 1_790_000_000_123,
    });
    const [secret] = await db.insert(schema.serverSecrets).values({ name: 'probe', value: 'x' }).returning();
    expect(Math.abs((secret?.createdAt ?? 0) - Date.now() / 1000)).toBeLessThan(60);
  });
});

describe('the per-tenant counter row lock (SELECT … FOR UPDATE, then UPDATE)', () => {
  async function addTenant(id: string) {
    await db.insert(schema.tenants).values({
      id,
      trimmedName: id,
      fullName: id,
      subscribedModules: [],
      subscribedFeatures: [],
    });
  }

  /** One commit's counter step, as the store will take it: lock the row, read, increment. */
  function nextSeq(tenantId: string): Promise<number> {
    return db.transaction(async (tx) => {
      const locked = await tx.execute<{ last_seq: string }>(
        sql`SELECT last_seq FROM tenants WHERE id = ${tenantId} FOR UPDATE`,
      );
      await tx.execute(sql`UPDATE tenants SET last_seq = last_seq + 1 WHERE id = ${tenantId}`);
      return Number(locked.rows[0]?.last_seq) + 1;
    });
  }

  it('makes a second transaction wait for the first and then read its committed value', async () => {
    await addTenant('tenant-wait');
    const first = await openPool().connect();
    const second = await openPool().connect();
    try {
      await first.query('BEGIN');
      await first.query("SELECT last_seq FROM tenants WHERE id = 'tenant-wait' FOR UPDATE");
      const secondPid = (await second.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid;
      await second.query('BEGIN');
      let secondRead: string | undefined;
      const waiting = second
        .query<{ last_seq: string }>("SELECT last_seq FROM tenants WHERE id = 'tenant-wait' FOR UPDATE")
        .then((result) => {
          secondRead = result.rows[0]?.last_seq;
        });
      await waitFor(async () => {
        const { rows } = await openPool().query('SELECT wait_event_type FROM pg_stat_activity WHERE pid = $1', [
          secondPid,
        ]);
        return rows[0]?.wait_event_type === 'Lock';
      }, 'the second transaction to wait for the row lock');
      expect(secondRead).toBeUndefined();
      await first.query("UPDATE tenants SET last_seq = last_seq + 1 WHERE id = 'tenant-wait'");
      await first.query('COMMIT');
      await waiting;
      expect(secondRead).toBe('1');
      await second.query('COMMIT');
    } finally {
      first.release();
      second.release();
    }
  });

  it('hands out 1..200 without gaps or repeats to 200 concurrent commits over 10 connections', async () => {
    await addTenant('tenant-counter');
    await addTenant('tenant-other');
    // 20 commits of another tenant interleave: each tenant counts on its own.
    const tenantOf = (i: number) => (i % 11 === 10 ? 'tenant-other' : 'tenant-counter');
    const all = Array.from({ length: 220 }, (_, i) => tenantOf(i));
    const numbers = await Promise.all(all.map((tenantId) => nextSeq(tenantId)));
    const of = (tenantId: string) => numbers.filter((_, i) => all[i] === tenantId).sort((a, b) => a - b);
    expect(of('tenant-counter')).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(of('tenant-other')).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const [row] = await db
      .select({ lastSeq: schema.tenants.lastSeq })
      .from(schema.tenants)
      .where(eq(schema.tenants.id, 'tenant-counter'));
    expect(row?.lastSeq).toBe(200);
  });
});
