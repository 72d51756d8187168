import path from 'node:path';
import Database from 'better-sqlite3';
import type { CommittedVersion } from './contact-mutations';

/** The columns of `documents` followed by those `document_versions` adds, in one plain table. */
const CREATE_TABLE = `CREATE TABLE bench_rows (
  tenant_id TEXT NOT NULL, id TEXT NOT NULL, type TEXT NOT NULL, version INTEGER NOT NULL,
  data TEXT NOT NULL, deleted INTEGER NOT NULL, seq INTEGER NOT NULL,
  created_at INTEGER NOT NULL, created_by TEXT, updated_at INTEGER NOT NULL, updated_by TEXT, place TEXT NOT NULL,
  changed_fields TEXT NOT NULL, committed_at INTEGER NOT NULL, committed_by TEXT
)`;

const INSERT = `INSERT INTO bench_rows VALUES (
  @tenantId, @id, @type, @version, @data, 0, @seq, @now, @by, @now, @by, @place, @changedFields, @now, @by
)`;

const EMPTY_PLACE = JSON.stringify({ locations: [], departments: [] });

export interface InsertBaseline {
  /** Inserts the rows, one transaction each; answers the milliseconds it took. */
  insert(rows: readonly CommittedVersion[]): number;
  close(): void;
}

/**
 * The push baseline: raw better-sqlite3 in a fresh file with the server's durability
 * settings (WAL, synchronous=FULL), one transaction per row into one plain table.
 */
export function openInsertBaseline(directory: string): InsertBaseline {
  const sqlite = new Database(path.join(directory, 'baseline.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.exec(CREATE_TABLE);
  const statement = sqlite.prepare(INSERT);
  let seq = 0;
  const commit = sqlite.transaction((row: CommittedVersion) => {
    seq += 1;
    statement.run({
      tenantId: 'tenant-acme',
      id: row.id,
      type: 'CONTACT',
      version: row.version,
      data: JSON.stringify(row.data),
      seq,
      now: Date.now(),
      by: 'bench',
      place: EMPTY_PLACE,
      changedFields: JSON.stringify(row.changedFields),
    });
  });
  return {
    insert: (rows) => {
      const start = performance.now();
      for (const row of rows) commit(row);
      return performance.now() - start;
    },
    close: () => sqlite.close(),
  };
}
