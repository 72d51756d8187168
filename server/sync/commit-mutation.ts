import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import { type Action, canOnDocument, type Principal } from '../../shared/access/evaluate';
import { withDerived, withoutDerived } from '../../shared/entities/derive/derived-fields';
import { type DocumentData, type EntityDefinition, isDelivered, writableWith } from '../../shared/entities/entity';
import { entityFor } from '../../shared/entities/registry';
import type { ErrorCode } from '../../shared/errors';
import { jsonEqual } from '../../shared/sync/equal';
import { applyPatch, type FieldConflict, mergePatch } from '../../shared/sync/merge';
import type { Mutation, MutationResult, RejectionIssue } from '../../shared/sync/protocol';
import { mutationTooDeep } from '../../shared/sync/value-depth';
import type { Tenant } from '../auth/identity';
import type { Db } from '../db/database';
import { documentVersions } from '../db/schema';
import type { CommitHooks, CommitObserver } from './commit-hooks';
import { type Committer, commitDeletion, commitVersion, isRefusal } from './commit-version';
import { asPlace, type StoredPlace } from './place';
import { followUpWriter } from './system-write';
import { mayRead } from './visibility';
import { type DocumentRow, readDocument } from './write-document';

export interface CommitContext {
  /** The push's transaction. */
  readonly db: Db;
  readonly tenant: Tenant;
  /** The committing user. */
  readonly userId: string;
  readonly principal: Principal;
  /** The device's sync client; its own earlier versions never conflict with its delete (M6). */
  readonly clientId: string;
  readonly hooks: CommitHooks;
  /** Told of every committed version, inside the transaction (notifications, docs/sync-spec.md R1). */
  readonly observer: CommitObserver;
}

/** Whether every version after `base` came from this device (its own queued edits, P6/M6). */
async function onlyOwnVersionsSince(ctx: CommitContext, row: DocumentRow, base: number): Promise<boolean> {
  const others = await ctx.db
    .select({ version: documentVersions.version })
    .from(documentVersions)
    .where(
      and(
        eq(documentVersions.tenantId, row.tenantId),
        eq(documentVersions.id, row.id),
        gt(documentVersions.version, base),
        or(isNull(documentVersions.clientId), ne(documentVersions.clientId, ctx.clientId)),
      ),
    )
    .get();
  return others === undefined;
}

const rejected = (number: number, code: ErrorCode, issues: readonly RejectionIssue[] = []): MutationResult => ({
  number,
  status: 'rejected',
  code,
  issues,
});

/** The derived fields a mutation wrote and the server ignored (D2), on a result that admits them. */
const noting = (ignored: readonly string[]) => (ignored.length > 0 ? { ignored } : {});

function conflict(
  number: number,
  kind: 'field' | 'deleted' | 'changed' | 'exists',
  row: DocumentRow,
  conflicts: readonly FieldConflict[],
  ignored: readonly string[] = [],
): MutationResult {
  return {
    number,
    status: 'conflict',
    kind,
    version: row.version,
    seq: row.seq,
    conflicts,
    server: { version: row.version, deleted: row.deleted, data: row.data },
    ...noting(ignored),
  };
}

function committer(ctx: CommitContext): Committer {
  return {
    db: ctx.db,
    tenant: ctx.tenant,
    userId: ctx.userId,
    clientId: ctx.clientId,
    reason: null,
    hooks: ctx.hooks,
    observer: ctx.observer,
    system: (reason) => followUpWriter(ctx, reason),
  };
}

function allowed(ctx: CommitContext, entity: EntityDefinition, action: Action, place: StoredPlace): boolean {
  return canOnDocument(ctx.principal, action, entity, asPlace(place));
}

/** The fields whose stored value the new data change: those written, and the derived ones that follow (D1). */
function changedFieldsOf(entity: EntityDefinition, before: DocumentData, after: DocumentData, written: string[]) {
  const derived = entity.derive ? Object.keys(entity.derive.values(after)) : [];
  return [...new Set([...written, ...derived])].filter((name) => !jsonEqual(after[name], before[name]));
}

/**
 * A client's patch of a document the system creates (R3): only the fields the entity lets a
 * client write, last writer wins; creates and deletes are the system's.
 */
async function commitClientPatch(
  ctx: CommitContext,
  entity: EntityDefinition,
  fields: readonly string[],
  mutation: Extract<Mutation, { op: 'patch' }>,
  current: DocumentRow,
): Promise<MutationResult> {
  if (Object.keys(mutation.fields).some((name) => !fields.includes(name))) {
    return rejected(mutation.number, 'FORBIDDEN');
  }
  const unchanged = { number: mutation.number, status: 'applied', version: current.version, seq: current.seq } as const;
  if (current.deleted) return unchanged;
  const data = applyPatch(current.data, mutation.fields);
  const changed = changedFieldsOf(entity, current.data, data, Object.keys(mutation.fields));
  if (changed.length === 0) return unchanged;
  const written = await commitVersion(committer(ctx), {
    entity,
    id: current.id,
    data,
    previous: current,
    changedFields: changed,
    action: 'UPDATE',
    allowed: () => true,
  });
  if (isRefusal(written)) return rejected(mutation.number, written.code, written.issues);
  return { number: mutation.number, status: 'applied', version: written.version, seq: written.seq };
}

async function commitCreate(
  ctx: CommitContext,
  entity: EntityDefinition,
  mutation: Extract<Mutation, { op: 'create' }>,
  current: DocumentRow | undefined,
  readable: boolean,
): Promise<MutationResult> {
  const { kept, ignored } = withoutDerived(entity, mutation.data);
  // M7: a taken id conflicts, except a deleted singleton's fixed id: the create brings it back.
  const revived = current?.deleted === true && entity.fixedId === mutation.id ? current : undefined;
  if (current && !revived) {
    return readable
      ? conflict(mutation.number, 'exists', current, [], ignored)
      : rejected(mutation.number, 'FORBIDDEN');
  }
  const written = await commitVersion(committer(ctx), {
    entity,
    id: mutation.id,
    data: kept,
    previous: revived,
    changedFields: Object.keys(withDerived(entity, kept)),
    action: 'CREATE',
    allowed: (place) => allowed(ctx, entity, 'CREATE', place),
  });
  if (isRefusal(written)) return rejected(mutation.number, written.code, written.issues);
  return { number: mutation.number, status: 'applied', version: written.version, seq: written.seq, ...noting(ignored) };
}

async function commitDelete(
  ctx: CommitContext,
  entity: EntityDefinition,
  mutation: Extract<Mutation, { op: 'delete' }>,
  current: DocumentRow,
): Promise<MutationResult> {
  if (!allowed(ctx, entity, 'DELETE', current.place)) return rejected(mutation.number, 'FORBIDDEN');
  if (current.deleted) {
    return { number: mutation.number, status: 'applied', version: current.version, seq: current.seq };
  }
  if (mutation.baseVersion !== current.version && !(await onlyOwnVersionsSince(ctx, current, mutation.baseVersion))) {
    return conflict(mutation.number, 'changed', current, []);
  }
  const row = await commitDeletion(committer(ctx), current);
  return { number: mutation.number, status: 'applied', version: row.version, seq: row.seq };
}

async function commitPatch(
  ctx: CommitContext,
  entity: EntityDefinition,
  mutation: Extract<Mutation, { op: 'patch' }>,
  current: DocumentRow,
): Promise<MutationResult> {
  if (!allowed(ctx, entity, 'UPDATE', current.place)) return rejected(mutation.number, 'FORBIDDEN');
  const { kept, ignored } = withoutDerived(entity, mutation.fields);
  if (current.deleted) return conflict(mutation.number, 'deleted', current, [], ignored);
  const onCurrent = mutation.baseVersion === current.version;
  const merged = onCurrent
    ? { data: applyPatch(current.data, kept), conflicts: [] }
    : mergePatch(entity.fields, current.data, kept);
  const status = onCurrent ? 'applied' : 'merged';
  const changedFields = changedFieldsOf(entity, current.data, withDerived(entity, merged.data), Object.keys(kept));
  if (changedFields.length === 0) {
    return merged.conflicts.length > 0
      ? conflict(mutation.number, 'field', current, merged.conflicts, ignored)
      : { number: mutation.number, status, version: current.version, seq: current.seq, ...noting(ignored) };
  }
  const written = await commitVersion(committer(ctx), {
    entity,
    id: current.id,
    data: merged.data,
    previous: current,
    changedFields,
    action: 'UPDATE',
    allowed: (place) => allowed(ctx, entity, 'UPDATE', place),
  });
  if (isRefusal(written)) return rejected(mutation.number, written.code, written.issues);
  if (merged.conflicts.length > 0) return conflict(mutation.number, 'field', written, merged.conflicts, ignored);
  return { number: mutation.number, status, version: written.version, seq: written.seq, ...noting(ignored) };
}

/** Whether a stored document exists only for another user (R2): owned by someone else, or an owned entity's without owner. */
function ownedByAnother(entity: EntityDefinition, row: DocumentRow | undefined, userId: string): boolean {
  if (!row) return false;
  if (row.owner !== null) return row.owner !== userId;
  return entity.access?.owned !== undefined || entityFor(row.type)?.access?.owned !== undefined;
}

/**
 * Whether a device's mutation writes a document another tenant delivered, or the field marking one
 * (docs/decisions/0044): such documents are read-only in the receiving tenant.
 */
function touchesDelivered(entity: EntityDefinition, mutation: Mutation, current: DocumentRow | undefined): boolean {
  const field = entity.access?.deliveredField;
  if (field === undefined) return false;
  const delivered = current !== undefined && !current.deleted && isDelivered(entity, current.data);
  if (mutation.op === 'create') return delivered || Object.hasOwn(mutation.data, field);
  return delivered || (mutation.op === 'patch' && Object.hasOwn(mutation.fields, field));
}

/**
 * Applies one mutation of a push to the store (docs/sync-spec.md M1–M10, A2–A7, R2, R3, D1–D2)
 * and answers its result. Runs inside the push transaction; idempotency is the caller's.
 */
export async function commitMutation(ctx: CommitContext, mutation: Mutation): Promise<MutationResult> {
  if (mutationTooDeep(mutation)) {
    return rejected(mutation.number, 'VALIDATION', [{ path: '', message: 'validation.invalid' }]);
  }
  const entity = entityFor(mutation.type);
  if (!entity) return rejected(mutation.number, 'VALIDATION', [{ path: 'type', message: 'validation.invalid' }]);
  if (!writableWith(entity, ctx.tenant.subscribedModules)) {
    return rejected(mutation.number, 'MODULE_NOT_SUBSCRIBED');
  }
  const current = await readDocument(ctx.db, ctx.tenant.id, mutation.id);
  const systemCreated = entity.access?.clientPatchesOnly;
  // Someone else's document does not exist for this caller (R2); a create of its id is refused,
  // and so is any create of a document only the system creates (R3).
  if (ownedByAnother(entity, current, ctx.userId) || (systemCreated && mutation.op === 'create')) {
    return rejected(mutation.number, mutation.op === 'create' ? 'FORBIDDEN' : 'NOT_FOUND');
  }
  // A7: an id held by a document of another type reads as one that does not exist (a create
  // of it is refused like a taken id), so the answer tells nothing about that document.
  if (current && current.type !== entity.type) {
    return rejected(mutation.number, mutation.op === 'create' ? 'FORBIDDEN' : 'NOT_FOUND');
  }
  const readable = current ? mayRead(ctx, current) : false;
  if (touchesDelivered(entity, mutation, current) && (readable || mutation.op === 'create')) {
    return rejected(mutation.number, 'FORBIDDEN');
  }
  if (mutation.op === 'create') return commitCreate(ctx, entity, mutation, current, readable);
  if (!current || !readable) return rejected(mutation.number, 'NOT_FOUND');
  if (systemCreated) {
    return mutation.op === 'delete'
      ? rejected(mutation.number, 'FORBIDDEN')
      : commitClientPatch(ctx, entity, systemCreated, mutation, current);
  }
  if (mutation.op === 'delete') return commitDelete(ctx, entity, mutation, current);
  return commitPatch(ctx, entity, mutation, current);
}
