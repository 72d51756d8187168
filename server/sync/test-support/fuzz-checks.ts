import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { derivedFieldNames, withDerived, withoutDerived } from '../../../shared/entities/derive/derived-fields';
import { entityFor } from '../../../shared/entities/registry';
import { jsonEqual } from '../../../shared/sync/equal';
import type { Mutation } from '../../../shared/sync/protocol';
import type { Db } from '../../db/database';
import { documents, documentVersions, mutationResults, syncClients } from '../../db/schema';
import type { FuzzClient, ReplicaDocument } from './fuzz-client';
import type { AnswerLog } from './fuzz-log';

export interface FuzzCheckContext {
  readonly db: Db;
  readonly tenantId: string;
  /** The tenant's last seq before the seed began: every document of the seed has a later seq. */
  readonly startSeq: number;
  readonly clients: readonly FuzzClient[];
  readonly log: AnswerLog;
}

function seedDocuments(ctx: FuzzCheckContext) {
  return ctx.db
    .select()
    .from(documents)
    .where(and(eq(documents.tenantId, ctx.tenantId), gt(documents.seq, ctx.startSeq)))
    .all();
}

/** Every stored version of the seed's documents. */
async function seedVersions(ctx: FuzzCheckContext) {
  const docs = await seedDocuments(ctx);
  if (docs.length === 0) return [];
  return ctx.db
    .select()
    .from(documentVersions)
    .where(
      and(
        eq(documentVersions.tenantId, ctx.tenantId),
        inArray(
          documentVersions.id,
          docs.map((doc) => doc.id),
        ),
      ),
    )
    .all();
}

/** Convergence: each device's replica holds exactly the server's live documents of the seed (P3, P4). */
export async function checkReplicasEqualServer(ctx: FuzzCheckContext): Promise<void> {
  const expected = new Map<string, ReplicaDocument>();
  for (const row of await seedDocuments(ctx)) {
    if (!row.deleted) expected.set(row.id, { type: row.type, version: row.version, data: row.data });
  }
  for (const client of ctx.clients) {
    if (client.outbox.length > 0) throw new Error(`${client.clientId} still holds ${client.outbox.length} mutations`);
    for (const [id, doc] of expected) {
      const held = client.replica.get(id);
      if (!isDeepStrictEqual(held, doc)) {
        throw new Error(`${client.clientId} holds ${id} as ${JSON.stringify(held)}, server ${JSON.stringify(doc)}`);
      }
    }
    for (const id of client.replica.keys()) {
      if (!expected.has(id)) throw new Error(`${client.clientId} still holds ${id}, which the server deleted`);
    }
  }
}

/** P7: per device the stored last number and one stored result per number, equal to the answer. */
export async function checkStoredResults(ctx: FuzzCheckContext): Promise<void> {
  for (const client of ctx.clients) {
    const row = await ctx.db
      .select()
      .from(syncClients)
      .where(and(eq(syncClients.tenantId, ctx.tenantId), eq(syncClients.clientId, client.clientId)))
      .get();
    if ((row?.lastNumber ?? 0) !== client.lastNumber) {
      throw new Error(
        `${client.clientId}: server's last number ${row?.lastNumber}, device handed out ${client.lastNumber}`,
      );
    }
    const stored = await ctx.db
      .select()
      .from(mutationResults)
      .where(and(eq(mutationResults.tenantId, ctx.tenantId), eq(mutationResults.clientId, client.clientId)))
      .orderBy(asc(mutationResults.number))
      .all();
    const numbers = stored.map((result) => result.number);
    const expected = Array.from({ length: client.lastNumber }, (_, i) => i + 1);
    if (!isDeepStrictEqual(numbers, expected)) {
      throw new Error(
        `${client.clientId}: stored results ${JSON.stringify(numbers)}, expected 1..${client.lastNumber}`,
      );
    }
    for (const result of stored) {
      const answered = ctx.log.first(client.clientId, result.number)?.result;
      if (!isDeepStrictEqual(result.result, answered)) {
        throw new Error(
          `${client.clientId}#${result.number}: stored ${JSON.stringify(result.result)}, answered ${JSON.stringify(answered)}`,
        );
      }
    }
  }
}

/**
 * Exactly once: the versions of the seed's documents are 1..version without holes, the
 * last one is the document, and every version was committed by exactly one acknowledged
 * mutation whose answer names it (a mutation applied twice leaves a version nobody wrote).
 */
export async function checkVersionsWrittenOnce(ctx: FuzzCheckContext): Promise<void> {
  const docs = await seedDocuments(ctx);
  if (docs.length === 0) return;
  const versions = await ctx.db
    .select()
    .from(documentVersions)
    .where(
      and(
        eq(documentVersions.tenantId, ctx.tenantId),
        inArray(
          documentVersions.id,
          docs.map((doc) => doc.id),
        ),
      ),
    )
    .orderBy(asc(documentVersions.id), asc(documentVersions.version))
    .all();
  const writers = new Map<string, { seq: number | null; by: string }>();
  for (const answer of ctx.log.all()) {
    if (!answer.wrote) continue;
    const key = `${answer.mutation.id}@${'version' in answer.result ? answer.result.version : '?'}`;
    const by = `${answer.clientId}#${answer.mutation.number}`;
    const other = writers.get(key);
    if (other) throw new Error(`${key} written by both ${other.by} and ${by}`);
    writers.set(key, { seq: 'seq' in answer.result ? answer.result.seq : null, by });
  }
  const seqs = new Set<number>();
  for (const row of versions) {
    const key = `${row.id}@${row.version}`;
    const writer = writers.get(key);
    if (!writer) throw new Error(`version ${key} (seq ${row.seq}) was committed by no acknowledged mutation`);
    if (writer.seq !== row.seq)
      throw new Error(`version ${key} has seq ${row.seq}, ${writer.by} answered ${writer.seq}`);
    if (seqs.has(row.seq)) throw new Error(`P2: seq ${row.seq} taken twice`);
    seqs.add(row.seq);
  }
  if (writers.size !== versions.length) {
    throw new Error(`${writers.size} acknowledged writes, ${versions.length} stored versions`);
  }
  for (const doc of docs) {
    const own = versions.filter((row) => row.id === doc.id);
    const numbers = own.map((row) => row.version);
    if (
      !isDeepStrictEqual(
        numbers,
        Array.from({ length: doc.version }, (_, i) => i + 1),
      )
    ) {
      throw new Error(`${doc.id} at version ${doc.version} has versions ${JSON.stringify(numbers)}`);
    }
    const last = own.at(-1);
    if (!last || last.seq !== doc.seq || last.deleted !== doc.deleted || !isDeepStrictEqual(last.data, doc.data)) {
      throw new Error(`${doc.id}: the last version is not the document`);
    }
  }
}

function same(a: unknown, b: unknown): boolean {
  return jsonEqual(a, b);
}

/** M1/M2/M3: the fields a patch changed hold its values, except keyed lists after a merge and conflicts. */
function checkPatchStored(
  where: string,
  mutation: Mutation,
  stored: Readonly<Record<string, unknown>>,
  onCurrent: boolean,
  conflicting: ReadonlySet<string | undefined>,
): void {
  if (mutation.op !== 'patch') return;
  const entity = entityFor(mutation.type);
  const fields = entity?.fields ?? {};
  const written = entity ? withoutDerived(entity, mutation.fields).kept : mutation.fields;
  for (const [field, change] of Object.entries(written)) {
    const plain = fields[field]?.kind !== 'keyedList';
    const intended = onCurrent || (plain && !conflicting.has(field) && !same(change.value, change.base));
    if (intended && !same(stored[field], change.value)) {
      throw new Error(
        `${onCurrent ? 'M1' : 'M2'}: ${where}: ${field} stored ${JSON.stringify(stored[field])}, sent ${JSON.stringify(change.value)}`,
      );
    }
  }
}

/**
 * Intent: each answer matches the version it names. A create stored its data; a patch on
 * the current version stored its values (M1); a merged patch stored every plain field the
 * user changed (M2); a field conflict kept the server value (M3); a deleted document and a
 * stale delete answer conflicts (M5, M6); an applied delete left a tombstone (P4).
 */
export async function checkAnswersKeepIntent(ctx: FuzzCheckContext): Promise<void> {
  const rows = await seedVersions(ctx);
  const byKey = new Map(rows.map((row) => [`${row.id}@${row.version}`, row]));
  for (const { clientId, mutation, result } of ctx.log.all()) {
    const where = `${clientId}#${mutation.number} (${mutation.op} ${mutation.id}, ${result.status})`;
    if (result.status === 'rejected' || result.status === 'gap') continue;
    const row = byKey.get(`${mutation.id}@${result.version}`);
    if (!row) throw new Error(`${where}: answered version ${result.version}, which is not stored`);
    if (mutation.op === 'create') {
      const entity = entityFor(mutation.type);
      const intended = entity ? withDerived(entity, withoutDerived(entity, mutation.data).kept) : mutation.data;
      if (result.status !== 'applied' || !same(row.data, intended)) {
        throw new Error(`${where}: create stored ${JSON.stringify(row.data)}`);
      }
    } else if (mutation.op === 'delete') {
      if (result.status === 'applied' && !row.deleted) throw new Error(`${where}: no tombstone`);
      if (result.status === 'conflict' && mutation.baseVersion === result.version && !row.deleted) {
        throw new Error(`M6: ${where}: a delete on the current version conflicted`);
      }
    } else if (result.status === 'conflict') {
      if (result.kind === 'deleted' && !row.deleted) throw new Error(`M5: ${where}: the document is not deleted`);
      if (result.kind !== 'field') continue;
      const conflicting = new Set(result.conflicts.map((conflict) => conflict.path[0]));
      for (const conflict of result.conflicts) {
        const [field, ...rest] = conflict.path;
        if (field !== undefined && rest.length === 0 && !same(row.data[field], conflict.server)) {
          throw new Error(
            `M3: ${where}: ${field} is ${JSON.stringify(row.data[field])}, the conflict names ${JSON.stringify(conflict.server)}`,
          );
        }
      }
      checkPatchStored(where, mutation, row.data, false, conflicting);
    } else {
      checkPatchStored(where, mutation, row.data, result.status === 'applied', new Set());
    }
  }
}

/**
 * D1/D2: every stored version holds the derived values its own data give, whatever devices
 * wrote into them, and every answer to a mutation that wrote a derived field says it was ignored.
 */
export async function checkDerivedValues(ctx: FuzzCheckContext): Promise<void> {
  const versions = await seedVersions(ctx);
  for (const version of versions) {
    const entity = entityFor(version.type);
    if (!entity?.derive || version.deleted) continue;
    if (!same(withDerived(entity, version.data), version.data)) {
      throw new Error(`D1: ${version.id}@${version.version} stores derived values its data do not give`);
    }
  }
  for (const { clientId, mutation, result } of ctx.log.all()) {
    const entity = entityFor(mutation.type);
    if (!entity || mutation.op === 'delete' || (result.status !== 'applied' && result.status !== 'merged')) continue;
    const wrote = Object.keys(mutation.op === 'create' ? mutation.data : mutation.fields);
    const derived = derivedFieldNames(entity).filter((name) => wrote.includes(name));
    if (!same(result.ignored ?? [], derived)) {
      throw new Error(`D2: ${clientId}#${mutation.number} wrote ${derived.join()} and was told ${result.ignored}`);
    }
  }
}
