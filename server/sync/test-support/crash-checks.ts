import { isDeepStrictEqual } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseLocation } from '../../db/database';
import { int8AsNumber, numberParameters } from '../../db/store/postgres-backend';
import type { CrashClient } from './crash-client';

interface DocumentRow {
  readonly id: string;
  readonly version: number;
  readonly seq: number;
  readonly deleted: number;
  readonly data: string;
}

interface VersionRow {
  readonly id: string;
  readonly version: number;
  readonly seq: number;
}

/**
 * The server's database as the checks read it, past the store and its migrations: SQL with `?`
 * parameters that both backends understand (aliases quoted, since PostgreSQL folds them to lower
 * case), rows as plain objects with numbers for PostgreSQL's bigint.
 */
interface CrashReader {
  all<T>(text: string, ...params: unknown[]): Promise<T[]>;
  get<T>(text: string, ...params: unknown[]): Promise<T | undefined>;
  close(): Promise<void>;
}

/** SQLite: the file itself (read-only between a kill and the restart: the server recovers the WAL). */
function sqliteReader(file: string, readonly: boolean): CrashReader & { readonly sqlite: Database.Database } {
  const sqlite = readonly ? new Database(file, { readonly: true, fileMustExist: true }) : new Database(file);
  return {
    sqlite,
    all: async <T>(text: string, ...params: unknown[]) => sqlite.prepare(text).all(...params) as T[],
    get: async <T>(text: string, ...params: unknown[]) => sqlite.prepare(text).get(...params) as T | undefined,
    close: async () => {
      sqlite.close();
    },
  };
}

/** PostgreSQL: one plain connection of our own, beside whatever the killed server left behind. */
async function postgresReader(url: string): Promise<CrashReader> {
  const client = new pg.Client({ connectionString: url, types: int8AsNumber });
  client.on('error', () => undefined);
  await client.connect();
  const all = async <T>(text: string, ...params: unknown[]) =>
    (await client.query(numberParameters(text), params)).rows as T[];
  return {
    all,
    get: async <T>(text: string, ...params: unknown[]) => (await all<T>(text, ...params))[0],
    close: () => client.end(),
  };
}

/**
 * Opens the server's database after the last SIGKILL and checks it: an SQLite file is intact
 * (on PostgreSQL only the server process died, not the database), the tenant's seqs are
 * gap-free (P2), and every acknowledged mutation is stored exactly once: one stored result per
 * number (P7), and per contact exactly one version per acknowledged mutation (each one changes
 * a value, so each one writes), the last value of each device kept.
 */
export async function checkCrashedDatabase(
  location: DatabaseLocation,
  tenantId: string,
  clients: readonly CrashClient[],
  shared: { readonly id: string; readonly versionsBefore: number },
): Promise<void> {
  let db: CrashReader;
  if (location.kind === 'sqlite') {
    const reader = sqliteReader(location.file, false);
    const integrity = reader.sqlite.pragma('integrity_check') as { integrity_check: string }[];
    if (!isDeepStrictEqual(integrity, [{ integrity_check: 'ok' }])) {
      await reader.close();
      throw new Error(`integrity_check: ${JSON.stringify(integrity)}`);
    }
    db = reader;
  } else {
    db = await postgresReader(location.url);
  }
  try {
    const seqs = await db.get<{ n: number; distinctSeqs: number; top: number }>(
      'SELECT count(*) AS n, count(DISTINCT seq) AS "distinctSeqs", max(seq) AS top FROM document_versions WHERE tenant_id = ?',
      tenantId,
    );
    const last = await db.get<{ lastSeq: number }>('SELECT last_seq AS "lastSeq" FROM tenants WHERE id = ?', tenantId);
    if (!seqs || !last) throw new Error(`no tenant ${tenantId}`);
    if (seqs.n !== seqs.distinctSeqs || seqs.top !== last.lastSeq || seqs.n !== last.lastSeq) {
      throw new Error(
        `P2: ${seqs.n} versions, ${seqs.distinctSeqs} distinct seqs up to ${seqs.top}, last seq ${last.lastSeq}`,
      );
    }

    const expectedVersions = new Map<string, number>([[shared.id, shared.versionsBefore]]);
    for (const client of clients) {
      const row = await db.get<{ lastNumber: number }>(
        'SELECT last_number AS "lastNumber" FROM sync_clients WHERE tenant_id = ? AND client_id = ?',
        tenantId,
        client.clientId,
      );
      if (row?.lastNumber !== client.lastNumber || client.acknowledged.size !== client.lastNumber) {
        throw new Error(
          `${client.clientId}: stored last number ${row?.lastNumber}, ${client.acknowledged.size} of ${client.lastNumber} acknowledged`,
        );
      }
      const stored = await db.all<{ number: number; result: string }>(
        'SELECT number, result FROM mutation_results WHERE tenant_id = ? AND client_id = ? ORDER BY number',
        tenantId,
        client.clientId,
      );
      if (stored.length !== client.lastNumber) {
        throw new Error(`${client.clientId}: ${stored.length} stored results for ${client.lastNumber} mutations`);
      }
      for (const { number, result } of stored) {
        const acked = client.acknowledged.get(number);
        if (!acked || !isDeepStrictEqual(JSON.parse(result), acked.result)) {
          throw new Error(
            `${client.clientId}#${number}: stored ${result}, acknowledged ${JSON.stringify(acked?.result)}`,
          );
        }
        expectedVersions.set(acked.mutation.id, (expectedVersions.get(acked.mutation.id) ?? 0) + 1);
      }
    }

    const versionsOf = (id: string) =>
      db.all<VersionRow>(
        'SELECT id, version, seq FROM document_versions WHERE tenant_id = ? AND id = ? ORDER BY version',
        tenantId,
        id,
      );
    const documentOf = (id: string) =>
      db.get<DocumentRow>(
        'SELECT id, version, seq, deleted, data FROM documents WHERE tenant_id = ? AND id = ?',
        tenantId,
        id,
      );
    for (const [id, count] of expectedVersions) {
      const doc = await documentOf(id);
      const versions = await versionsOf(id);
      const numbers = versions.map((version) => version.version);
      if (
        !doc ||
        doc.version !== count ||
        !isDeepStrictEqual(
          numbers,
          Array.from({ length: count }, (_, i) => i + 1),
        )
      ) {
        throw new Error(
          `${id}: ${count} acknowledged writes, document version ${doc?.version}, versions ${JSON.stringify(numbers)}`,
        );
      }
      if (versions.at(-1)?.seq !== doc.seq) throw new Error(`${id}: the last version is not the document`);
    }
    for (const client of clients) {
      for (const { mutation, result } of client.acknowledged.values()) {
        if (result.status !== 'applied' && result.status !== 'merged') continue;
        const version = (await versionsOf(mutation.id)).find((row) => row.version === result.version);
        if (version?.seq !== result.seq) {
          throw new Error(
            `${client.clientId}#${mutation.number}: answered ${result.version}/${result.seq}, stored ${JSON.stringify(version)}`,
          );
        }
      }
      for (const id of new Set([...client.acknowledged.values()].map((ack) => ack.mutation.id))) {
        const doc = await documentOf(id);
        if (!doc) throw new Error(`${id}: no document`);
        const expected = client.expectation(id);
        if (expected.deleted !== (doc.deleted === 1)) throw new Error(`${id}: deleted is ${doc.deleted}`);
        const data = JSON.parse(doc.data) as Record<string, unknown>;
        if (expected.value !== null && data[expected.field] !== expected.value) {
          throw new Error(
            `${id}.${expected.field} is ${JSON.stringify(data[expected.field])}, ${client.clientId} set ${expected.value}`,
          );
        }
      }
    }
  } finally {
    await db.close();
  }
}

/**
 * Read between a kill and the restart: how many mutations the server committed whose answer
 * the device never got (its highest acknowledged number is below the stored last number).
 * Read-only, so the restarted server still recovers the write-ahead log itself.
 */
export async function committedButUnanswered(
  location: DatabaseLocation,
  tenantId: string,
  clients: readonly CrashClient[],
): Promise<number> {
  const db = location.kind === 'sqlite' ? sqliteReader(location.file, true) : await postgresReader(location.url);
  try {
    let total = 0;
    for (const client of clients) {
      const row = await db.get<{ lastNumber: number }>(
        'SELECT last_number AS "lastNumber" FROM sync_clients WHERE tenant_id = ? AND client_id = ?',
        tenantId,
        client.clientId,
      );
      const answered = Math.max(0, ...client.acknowledged.keys());
      total += Math.max(0, (row?.lastNumber ?? 0) - answered);
    }
    return total;
  } finally {
    await db.close();
  }
}
