import type { Action } from '../../shared/access/evaluate';
import { withDerived } from '../../shared/entities/derive/derived-fields';
import { validateDocument } from '../../shared/entities/derive/schema';
import type { DocumentData, EntityDefinition } from '../../shared/entities/entity';
import type { ErrorCode } from '../../shared/errors';
import { jsonEqual } from '../../shared/sync/equal';
import type { RejectionIssue } from '../../shared/sync/protocol';
import type { Tenant } from '../auth/identity';
import type { Db } from '../db/database';
import type { CommitHooks, CommitObserver, HookContext } from './commit-hooks';
import { resolvePlace, type StoredPlace } from './place';
import type { SystemWriter } from './system-write';
import { type DocumentRow, writeDocument } from './write-document';

/** Who commits, inside which transaction: a device's push or the system. */
export interface Committer {
  readonly db: Db;
  readonly tenant: Tenant;
  /** The committing user; null for the system. */
  readonly userId: string | null;
  /** The device's sync client; null for the system. */
  readonly clientId: string | null;
  /** Why the system commits (history); null for a device. */
  readonly reason: string | null;
  readonly hooks: CommitHooks;
  /** Told of every version this committer writes (notifications, docs/sync-spec.md R1). */
  readonly observer: CommitObserver;
  /** Commits follow-up versions as the system in the same transaction, for hooks, with a reason. */
  readonly system: (reason: string) => SystemWriter;
}

/** Why a version was not committed: an error code and the issues per field. */
export interface Refusal {
  readonly code: ErrorCode;
  readonly issues: readonly RejectionIssue[];
}

export interface VersionWrite {
  readonly entity: EntityDefinition;
  readonly id: string;
  readonly data: DocumentData;
  /** The stored row the version follows (a patched document, a revived singleton). */
  readonly previous: DocumentRow | undefined;
  readonly changedFields: readonly string[];
  readonly action: Extract<Action, 'CREATE' | 'UPDATE'>;
  /** Whether the committer may do the action where the document sits (always, for the system). */
  readonly allowed: (place: StoredPlace) => boolean;
  /** The only user who may read a new document of an owned entity (R2). */
  readonly owner?: string;
}

export const isRefusal = (value: DocumentRow | Refusal): value is Refusal => 'code' in value;

const hookContext = (c: Committer): HookContext => ({ tx: c.db, tenant: c.tenant, userId: c.userId });

/** The data after the domain modules' settle hooks, or the refusal of the first that refuses it. */
async function settled(
  c: Committer,
  write: VersionWrite,
  at: number,
): Promise<{ readonly data: DocumentData } | { readonly refusal: Refusal }> {
  const previous = write.previous && !write.previous.deleted ? write.previous.data : undefined;
  let data = write.data;
  for (const hook of c.hooks.forType(write.entity.type)) {
    if (!hook.settle) continue;
    const outcome = await hook.settle(hookContext(c), { id: write.id, data, previous, at });
    if ('issues' in outcome) return { refusal: { code: 'VALIDATION', issues: outcome.issues } };
    data = outcome.data;
  }
  return { data };
}

/**
 * The fields a settled version (derived fields computed) changes against the stored one; the
 * caller's list when no settle hook changed the data.
 */
function changedAfterSettling(
  write: VersionWrite,
  settledData: DocumentData,
  derived: DocumentData,
): readonly string[] {
  const previous = write.previous && !write.previous.deleted ? write.previous.data : undefined;
  if (!previous || settledData === write.data) return write.changedFields;
  const names = new Set([...write.changedFields, ...Object.keys(derived), ...Object.keys(previous)]);
  return [...names].filter((name) => !jsonEqual(derived[name], previous[name]));
}

/**
 * Commits new data of a document (docs/sync-spec.md D1, D4, M8, M9, A2–A4): settles the values
 * only the server decides, derives its derived fields from the rest, validates, runs the domain
 * checks, places it, checks the action there, writes the version with the tenant's next seq,
 * tells the observer and runs the domain hooks. The one path for pushes and system writes. A
 * version that settling brought back to the stored data is not written: the stored row answers.
 */
export async function commitVersion(c: Committer, write: VersionWrite): Promise<DocumentRow | Refusal> {
  const { entity } = write;
  const at = Date.now();
  const outcome = await settled(c, write, at);
  if ('refusal' in outcome) return outcome.refusal;
  const derived = withDerived(entity, outcome.data);
  const changedFields = changedAfterSettling(write, outcome.data, derived);
  if (write.previous && !write.previous.deleted && changedFields.length === 0) return write.previous;
  const validation = validateDocument(entity, derived);
  if (!validation.ok) return { code: 'VALIDATION', issues: validation.issues };
  const hooks = c.hooks.forType(entity.type);
  for (const hook of hooks) {
    const issues = (await hook.check?.(hookContext(c), write.id, validation.data)) ?? [];
    if (issues.length > 0) return { code: 'VALIDATION', issues };
  }
  const place = await resolvePlace(c.db, c.tenant.id, entity, write.id, validation.data);
  if (!write.allowed(place)) return { code: 'FORBIDDEN', issues: [] };
  let row = await writeDocument(
    c.db,
    {
      tenantId: c.tenant.id,
      id: write.id,
      type: entity.type,
      data: validation.data,
      deleted: false,
      place,
      by: c.userId,
      clientId: c.clientId,
      changedFields,
      reason: c.reason,
      at,
      ...(write.owner === undefined ? {} : { owner: write.owner }),
    },
    write.previous,
  );
  c.observer.record({
    row,
    action: write.action,
    previous: write.previous && !write.previous.deleted ? write.previous.data : undefined,
  });
  for (const hook of hooks) if (hook.afterCommit) row = await hook.afterCommit(hookContext(c), row, c.system);
  return row;
}

/**
 * Commits the deletion of a stored document as a tombstone (docs/sync-spec.md P4): its data stay
 * for history. The domain hooks' `afterDelete` run after it, in the same transaction (D5).
 */
export async function commitDeletion(c: Committer, current: DocumentRow): Promise<DocumentRow> {
  const row = await writeDocument(
    c.db,
    {
      tenantId: c.tenant.id,
      id: current.id,
      type: current.type,
      data: current.data,
      deleted: true,
      place: current.place,
      by: c.userId,
      clientId: c.clientId,
      changedFields: [],
      reason: c.reason,
    },
    current,
  );
  c.observer.record({ row, action: 'DELETE' });
  for (const hook of c.hooks.forType(current.type)) await hook.afterDelete?.(hookContext(c), row, c.system);
  return row;
}
