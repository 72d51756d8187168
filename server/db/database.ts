import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema>;

export interface OpenDatabase {
  readonly db: Db;
  readonly sqlite: Database.Database;
  /** Folds the write-ahead log into the database file, then closes it. */
  close(): void;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations', 'sqlite');

/**
 * Opens the embedded SQLite database and applies pending migrations.
 * WAL lets readers run beside the single writer; synchronous=FULL keeps every
 * acknowledged commit through a power loss (docs/decisions/0003-sqlite-durability.md).
 */
export function openDatabase(file: string): OpenDatabase {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  return {
    db,
    sqlite,
    close: () => {
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
      sqlite.close();
    },
  };
}

let migrationTimes: readonly number[] | undefined;

/**
 * How many migrations of the folder the database has not applied, by drizzle's own rule: a
 * migration is applied when the newest recorded one is at least as recent. One small query,
 * so it also proves that the database answers.
 */
export function pendingMigrations(db: Db): number {
  migrationTimes ??= readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis);
  const row = db.get<{ last: number | null }>(sql`select max(created_at) as last from __drizzle_migrations`);
  const last = Number(row?.last ?? 0);
  return migrationTimes.filter((time) => time > last).length;
}
