import type { Action } from '../../shared/access/evaluate';
import { withDerived } from '../../shared/entities/derive/derived-fields';
import { validateDocument } from '../../shared/entities/derive/schema';
import type { DocumentData, EntityDefinition } from '../../shared/entities/entity';
import type { ErrorCode } from '../../shared/errors';
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

/**
 * Commits new data of a document (docs/sync-spec.md D1, M8, M9, A2–A4): derives its derived
 * fields from the rest, validates, runs the domain checks, places it, checks the action
 * there, writes the version with the tenant's next seq, tells the observer and runs the
 * domain hooks. The one path for pushes and system writes.
 */
export async function commitVersion(c: Committer, write: VersionWrite): Promise<DocumentRow | Refusal> {
  const { entity } = write;
  const validation = validateDocument(entity, withDerived(entity, write.data));
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
      changedFields: write.changedFields,
      reason: c.reason,
      ...(write.owner === undefined ? {} : { owner: write.owner }),
    },
    write.previous,
  );
  c.observer.record({ row, action: write.action });
  for (const hook of hooks) if (hook.afterCommit) row = await hook.afterCommit(hookContext(c), row, c.system);
  return row;
}

/** Commits the deletion of a stored document as a tombstone (docs/sync-spec.md P4): its data stay for history. */
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
  return row;
}
