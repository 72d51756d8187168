import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Db, storeDatabase } from './store/drizzle-store';
import type { Backend } from './store/executor';
import { PostgresBackend } from './store/postgres-backend';
import { SqliteBackend } from './store/sqlite-backend';
import { SqliteCheckpointer } from './store/sqlite-checkpointer';
import { WalSync } from './store/wal-sync';

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
  /** Commits stop waiting for the disk: for tests whose subject is not durability. */
  relaxDurability(): void;
}

const migrationsRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATIONS = { sqlite: path.join(migrationsRoot, 'sqlite'), postgres: path.join(migrationsRoot, 'postgres') };

/** The migration bookkeeping table of drizzle's migrators, per backend. */
const MIGRATION_TABLE = { sqlite: sql`__drizzle_migrations`, postgres: sql`drizzle.__drizzle_migrations` };

const dialects = new WeakMap<Db, OpenDatabase['dialect']>();

/** Any key of our own; two instances starting at once migrate one after the other. */
const MIGRATION_LOCK = 7_241_511;

/** Each connection pool of an instance (decision 0024; docs/operations.md §5 counts them). */
const POOL_SIZE = 10;

/** The open store over a backend, closed once however often `close` is called. */
function opened<T extends OpenDatabase['dialect']>(
  backend: Backend,
  dialect: T,
  beforeClose: () => Promise<void> = async () => undefined,
): { readonly db: Db; readonly dialect: T; close(): Promise<void> } {
  let closed: Promise<void> | undefined;
  const db = storeDatabase(backend);
  dialects.set(db, dialect);
  return {
    db,
    dialect,
    close: () => {
      closed ??= beforeClose().then(() => backend.close());
      return closed;
    },
  };
}

/** The serving connection's own checkpoint, a far bound behind the checkpoint worker's (≈ 40 MB of log). */
const WAL_AUTOCHECKPOINT_PAGES = 10_000;

/**
 * Opens the embedded SQLite database and applies pending migrations.
 * WAL lets readers run beside the single writer. Every acknowledged commit survives a power
 * loss (docs/decisions/0003-sqlite-durability.md): a file database syncs its log after each
 * commit off the event loop and checkpoints in a worker thread (docs/decisions/0057); an
 * in-memory one has nothing to sync. The store on it is asynchronous, like the PostgreSQL one
 * (docs/decisions/0024-postgresql-store.md).
 */
export function openDatabase(file: string): OpenSqliteDatabase {
  const inMemory = file === ':memory:';
  if (!inMemory) fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(inMemory ? 'synchronous = FULL' : 'synchronous = NORMAL');
  sqlite.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  migrateSqlite(drizzleSqlite(sqlite), { migrationsFolder: MIGRATIONS.sqlite });
  const wal = inMemory ? undefined : new WalSync(`${file}-wal`);
  const checkpointer = inMemory
    ? undefined
    : new SqliteCheckpointer(file, (message) => process.emitWarning(message, 'SqliteCheckpoint'));
  const backend = new SqliteBackend(sqlite, wal);
  const beforeClose = async () => {
    await checkpointer?.close();
  };
  const afterClose = async () => {
    await wal?.close();
  };
  const store = opened(backend, 'sqlite', beforeClose);
  return {
    ...store,
    close: () => store.close().then(afterClose),
    sqlite,
    relaxDurability: () => backend.relaxDurability(),
  };
}

/**
 * Opens a PostgreSQL database and applies pending migrations under an advisory lock, so
 * several instances may start at once (docs/decisions/0024-postgresql-store.md).
 */
export async function openPostgres(url: string): Promise<OpenDatabase> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS.postgres });
  } finally {
    await client.end();
  }
  return opened(
    new PostgresBackend({ connectionString: url, max: POOL_SIZE, application_name: 'sorgfalt' }),
    'postgres',
  );
}

/** The SQLite connection of a store opened on SQLite, for tools and tests that reach past the store. */
export function sqliteOf(database: OpenDatabase): Database.Database {
  if (!('sqlite' in database) || !(database.sqlite instanceof Database)) {
    throw new Error('this needs the embedded SQLite database, not PostgreSQL');
  }
  return database.sqlite;
}

/** Opens the store where the configuration says. */
export function openStore(location: DatabaseLocation): Promise<OpenDatabase> {
  return location.kind === 'postgres' ? openPostgres(location.url) : Promise.resolve(openDatabase(location.file));
}

/** The backend a store handle opened by this module runs on; a transaction's handle is not known here. */
export function dialectOf(db: Db): OpenDatabase['dialect'] {
  const dialect = dialects.get(db);
  if (!dialect) throw new Error('not a store opened by openDatabase or openPostgres');
  return dialect;
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
