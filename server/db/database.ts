import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Db, storeDatabase } from './store/drizzle-store';
import { SqliteBackend } from './store/sqlite-backend';

export type { Db } from './store/drizzle-store';

/** Where the store lives: the embedded SQLite file, or a PostgreSQL database (DATABASE_URL). */
export type DatabaseLocation =
  | { readonly kind: 'sqlite'; readonly file: string }
  | { readonly kind: 'postgres'; readonly url: string };

export interface OpenDatabase {
  readonly db: Db;
  readonly dialect: 'sqlite' | 'postgres';
  /** Waits for queued transactions and closes the connections (SQLite: after a WAL checkpoint). */
  close(): Promise<void>;
}

export interface OpenSqliteDatabase extends OpenDatabase {
  readonly dialect: 'sqlite';
  readonly sqlite: Database.Database;
}

const migrationsRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATIONS = { sqlite: path.join(migrationsRoot, 'sqlite'), postgres: path.join(migrationsRoot, 'postgres') };

/** The migration bookkeeping table of drizzle's migrators, per backend. */
const MIGRATION_TABLE = { sqlite: sql`__drizzle_migrations`, postgres: sql`drizzle.__drizzle_migrations` };

const dialects = new WeakMap<Db, OpenDatabase['dialect']>();

function opened<T extends OpenDatabase>(database: T): T {
  dialects.set(database.db, database.dialect);
  return database;
}

/**
 * Opens the embedded SQLite database and applies pending migrations.
 * WAL lets readers run beside the single writer; synchronous=FULL keeps every
 * acknowledged commit through a power loss (docs/decisions/0003-sqlite-durability.md).
 * The store on it is asynchronous, like the PostgreSQL one (docs/decisions/0024-postgresql-store.md).
 */
export function openDatabase(file: string): OpenSqliteDatabase {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  migrateSqlite(drizzleSqlite(sqlite), { migrationsFolder: MIGRATIONS.sqlite });
  const backend = new SqliteBackend(sqlite);
  let closed: Promise<void> | undefined;
  return opened({
    db: storeDatabase(backend),
    dialect: 'sqlite',
    sqlite,
    close: () => {
      closed ??= backend.close();
      return closed;
    },
  });
}

const migrationTimes = new Map<OpenDatabase['dialect'], readonly number[]>();

/**
 * How many migrations of this version the database has not applied, by drizzle's own rule: a
 * migration is applied when the newest recorded one is at least as recent. One small query,
 * so it also proves that the database answers.
 */
export async function pendingMigrations(db: Db): Promise<number> {
  const dialect = dialects.get(db) ?? 'sqlite';
  let times = migrationTimes.get(dialect);
  if (!times) {
    times = readMigrationFiles({ migrationsFolder: MIGRATIONS[dialect] }).map((migration) => migration.folderMillis);
    migrationTimes.set(dialect, times);
  }
  const row = await db.get<{ last: number | string | null }>(
    sql`select max(created_at) as last from ${MIGRATION_TABLE[dialect]}`,
  );
  const last = Number(row?.last ?? 0);
  return times.filter((time) => time > last).length;
}
