import { eq } from 'drizzle-orm';
import { withDerived } from '../../shared/entities/derive/derived-fields';
import type { DocumentData } from '../../shared/entities/entity';
import { entityFor } from '../../shared/entities/registry';
import { jsonEqual } from '../../shared/sync/equal';
import type { Tenant } from '../auth/identity';
import type { Db } from '../db/database';
import { tenants } from '../db/schema';
import type { CommitHooks, CommitObserver } from './commit-hooks';
import { type Committer, commitDeletion, commitVersion, isRefusal, type Refusal } from './commit-version';
import { collectSystemCommits, noteSystemCommit } from './system-commits';
import { type DocumentRow, lockTenant, readDocument } from './write-document';

/**
 * Writes that no device makes (the demo seed, jobs, recomputations, account outcomes,
 * deliveries into other tenants), committed as the system inside one transaction: the same
 * derivation, validation, domain hooks, sequence and history as a push, with `reason` in
 * the history (docs/sync-spec.md S1–S3). A write that does not pass throws.
 */
export interface SystemWriter {
  /** Creates the document, or gives it these data; nothing is committed when they are already so. */
  put(type: string, id: string, data: DocumentData, options?: { readonly owner?: string }): Promise<DocumentRow>;
  /** Sets these fields of a stored document (null removes one); nothing when they already hold them. */
  patch(type: string, id: string, values: DocumentData): Promise<DocumentRow>;
  /** Deletes the document (a tombstone); nothing when it is gone already. */
  remove(type: string, id: string): Promise<DocumentRow | undefined>;
}

/** A system write that the registry's rules or the domain checks refuse: a bug in the caller, never a user's input. */
export class SystemWriteError extends Error {
  override name = 'SystemWriteError';
  constructor(
    readonly target: string,
    readonly refusal: Refusal,
  ) {
    super(`system write of ${target} refused: ${refusal.code} ${JSON.stringify(refusal.issues)}`);
  }
}

function entityOrThrow(type: string) {
  const entity = entityFor(type);
  if (!entity) throw new Error(`system write of an unknown document type ${type}`);
  return entity;
}

function changedFieldsOf(before: DocumentData, after: DocumentData): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (name) => !jsonEqual(before[name], after[name]),
  );
}

/** An observer that is told nothing: versions a hook commits belong to the change that caused them. */
const FOLLOW_UP: CommitObserver = { record: () => undefined, flush: async () => 0 };

/**
 * A writer committing as the system in the transaction of `base` (its tenant, hooks and
 * observer). The versions hooks commit in turn are follow-ups: not told to the observer.
 */
export function systemWriter(base: Omit<Committer, 'userId' | 'clientId' | 'system'>): SystemWriter {
  const committer: Committer = {
    ...base,
    userId: null,
    clientId: null,
    system: (reason) => followUpWriter(base, reason),
  };
  /**
   * Reads the document once, gives `next` its live state and commits the data `next` answers,
   * unless the stored document (derived fields included) already holds them.
   */
  const commit = async (
    type: string,
    id: string,
    next: (current: DocumentRow | undefined) => DocumentData,
    owner?: string,
  ): Promise<DocumentRow> => {
    const entity = entityOrThrow(type);
    const current = await readDocument(base.db, base.tenant.id, id);
    if (current && current.type !== type)
      throw new Error(`system write of ${type} ${id}: the id holds a ${current.type}`);
    const live = current && !current.deleted ? current : undefined;
    const data = next(live);
    if (live && jsonEqual(live.data, withDerived(entity, data))) return live;
    const written = await commitVersion(committer, {
      entity,
      id,
      data,
      previous: current,
      changedFields: changedFieldsOf(live?.data ?? {}, withDerived(entity, data)),
      action: live ? 'UPDATE' : 'CREATE',
      allowed: () => true,
      ...(owner === undefined ? {} : { owner }),
    });
    if (isRefusal(written)) throw new SystemWriteError(`${type} ${id}`, written);
    return written;
  };
  const writer: SystemWriter = {
    put: (type, id, data, options) => commit(type, id, () => data, options?.owner),
    patch: (type, id, values) =>
      commit(type, id, (current) => {
        if (!current) throw new Error(`system patch of ${type} ${id}: no such document`);
        const next: Record<string, unknown> = { ...current.data };
        for (const [name, value] of Object.entries(values)) {
          if (value === null || value === undefined) delete next[name];
          else next[name] = value;
        }
        return next;
      }),
    async remove(type, id) {
      const current = await readDocument(base.db, base.tenant.id, id);
      if (!current || current.deleted) return current;
      if (current.type !== type) throw new Error(`system delete of ${type} ${id}: the id holds a ${current.type}`);
      return commitDeletion(committer, current);
    },
  };
  return writer;
}

/** A writer for the versions a hook commits after a change: the system's, in the same transaction, not observed. */
export function followUpWriter(
  base: Omit<Committer, 'userId' | 'clientId' | 'system' | 'reason' | 'observer'>,
  reason: string,
): SystemWriter {
  return systemWriter({ db: base.db, tenant: base.tenant, hooks: base.hooks, reason, observer: FOLLOW_UP });
}

/** What the system path needs: the store, the domain modules' hooks and who to tell of new commits. */
export interface SystemDeps {
  readonly db: Db;
  readonly hooks: CommitHooks;
  /** Told after the commit with the tenant and its newest seq (live pokes, P10). */
  readonly onCommitted?: (tenantId: string, seq: number) => void;
}

/**
 * Runs `work` as a system commit of a tenant inside the caller's transaction (docs/sync-spec.md
 * S1): takes the tenant's lock, hands `work` a writer and writes the notifications its versions
 * cause (R1). Answers `work`'s value and the tenant's newest seq when anything was committed.
 */
export async function commitAsSystemIn<T>(
  tx: Db,
  hooks: CommitHooks,
  tenantId: string,
  reason: string,
  work: (writer: SystemWriter, tx: Db) => Promise<T>,
): Promise<{ readonly value: T; readonly newest: number | null }> {
  await lockTenant(tx, tenantId);
  const tenant: Tenant | undefined = await tx.select().from(tenants).where(eq(tenants.id, tenantId)).get();
  if (!tenant) throw new Error(`system write into tenant ${tenantId}, which does not exist`);
  const observer = hooks.observe(tx, tenant, null);
  const value = await work(systemWriter({ db: tx, tenant, reason, hooks, observer }), tx);
  await observer.flush();
  const head = await tx.select({ lastSeq: tenants.lastSeq }).from(tenants).where(eq(tenants.id, tenantId)).get();
  const newest = head && head.lastSeq > tenant.lastSeq ? head.lastSeq : null;
  if (newest !== null) noteSystemCommit(tx, tenantId, newest);
  return { value, newest };
}

/**
 * Runs `work` as one system commit of a tenant in a transaction of its own (S1) and pokes the
 * devices of the tenant, and of every tenant its hooks wrote into as the system, after it (P10).
 * Everything or nothing is committed.
 */
export async function commitAsSystem<T>(
  deps: SystemDeps,
  tenantId: string,
  reason: string,
  work: (writer: SystemWriter, tx: Db) => Promise<T>,
): Promise<T> {
  const { value, committed } = await deps.db.transaction(async (tx) => {
    const collected = collectSystemCommits(tx);
    const { value } = await commitAsSystemIn(tx, deps.hooks, tenantId, reason, work);
    return { value, committed: [...collected] };
  });
  for (const [tenant, seq] of committed) deps.onCommitted?.(tenant, seq);
  return value;
}
