import { isDeepStrictEqual } from 'node:util';
import Database from 'better-sqlite3';
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
 * Opens the server's SQLite file after the last SIGKILL and checks it: the file is intact,
 * the tenant's seqs are gap-free (P2), and every acknowledged mutation is stored exactly once:
 * one stored result per number (P7), and per contact exactly one version per acknowledged
 * mutation (each one changes a value, so each one writes), the last value of each device kept.
 */
export function checkCrashedDatabase(
  file: string,
  tenantId: string,
  clients: readonly CrashClient[],
  shared: { readonly id: string; readonly versionsBefore: number },
): void {
  const db = new Database(file);
  try {
    const integrity = db.pragma('integrity_check') as { integrity_check: string }[];
    if (!isDeepStrictEqual(integrity, [{ integrity_check: 'ok' }])) {
      throw new Error(`integrity_check: ${JSON.stringify(integrity)}`);
    }
    const seqs = db
      .prepare(
        'SELECT count(*) AS n, count(DISTINCT seq) AS distinctSeqs, max(seq) AS top FROM document_versions WHERE tenant_id = ?',
      )
      .get(tenantId) as { n: number; distinctSeqs: number; top: number };
    const last = db.prepare('SELECT last_seq AS lastSeq FROM tenants WHERE id = ?').get(tenantId) as {
      lastSeq: number;
    };
    if (seqs.n !== seqs.distinctSeqs || seqs.top !== last.lastSeq || seqs.n !== last.lastSeq) {
      throw new Error(
        `P2: ${seqs.n} versions, ${seqs.distinctSeqs} distinct seqs up to ${seqs.top}, last seq ${last.lastSeq}`,
      );
    }

    const expectedVersions = new Map<string, number>([[shared.id, shared.versionsBefore]]);
    for (const client of clients) {
      const row = db
        .prepare('SELECT last_number AS lastNumber FROM sync_clients WHERE tenant_id = ? AND client_id = ?')
        .get(tenantId, client.clientId) as { lastNumber: number } | undefined;
      if (row?.lastNumber !== client.lastNumber || client.acknowledged.size !== client.lastNumber) {
        throw new Error(
          `${client.clientId}: stored last number ${row?.lastNumber}, ${client.acknowledged.size} of ${client.lastNumber} acknowledged`,
        );
      }
      const stored = db
        .prepare('SELECT number, result FROM mutation_results WHERE tenant_id = ? AND client_id = ? ORDER BY number')
        .all(tenantId, client.clientId) as { number: number; result: string }[];
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

    const versionOf = db.prepare(
      'SELECT id, version, seq FROM document_versions WHERE tenant_id = ? AND id = ? ORDER BY version',
    );
    const documentOf = db.prepare(
      'SELECT id, version, seq, deleted, data FROM documents WHERE tenant_id = ? AND id = ?',
    );
    for (const [id, count] of expectedVersions) {
      const doc = documentOf.get(tenantId, id) as DocumentRow | undefined;
      const versions = versionOf.all(tenantId, id) as VersionRow[];
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
        const version = (versionOf.all(tenantId, mutation.id) as VersionRow[]).find(
          (row) => row.version === result.version,
        );
        if (version?.seq !== result.seq) {
          throw new Error(
            `${client.clientId}#${mutation.number}: answered ${result.version}/${result.seq}, stored ${JSON.stringify(version)}`,
          );
        }
      }
      for (const id of new Set([...client.acknowledged.values()].map((ack) => ack.mutation.id))) {
        const doc = documentOf.get(tenantId, id) as DocumentRow;
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
    db.close();
  }
}

/**
 * Read between a kill and the restart: how many mutations the server committed whose answer
 * the device never got (its highest acknowledged number is below the stored last number).
 * Read-only, so the restarted server still recovers the write-ahead log itself.
 */
export function committedButUnanswered(file: string, tenantId: string, clients: readonly CrashClient[]): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const lastNumber = db.prepare(
      'SELECT last_number AS lastNumber FROM sync_clients WHERE tenant_id = ? AND client_id = ?',
    );
    return clients.reduce((total, client) => {
      const row = lastNumber.get(tenantId, client.clientId) as { lastNumber: number } | undefined;
      const answered = Math.max(0, ...client.acknowledged.keys());
      return total + Math.max(0, (row?.lastNumber ?? 0) - answered);
    }, 0);
  } finally {
    db.close();
  }
}
