import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import { type Action, canOnDocument, type Principal } from '../../shared/access/evaluate';
import { validateDocument } from '../../shared/entities/derive/schema';
import type { DocumentData, EntityDefinition } from '../../shared/entities/entity';
import { entityFor } from '../../shared/entities/registry';
import type { ErrorCode } from '../../shared/errors';
import { jsonEqual } from '../../shared/sync/equal';
import { applyPatch, type FieldConflict, mergePatch } from '../../shared/sync/merge';
import type { Mutation, MutationResult, RejectionIssue } from '../../shared/sync/protocol';
import { mutationTooDeep } from '../../shared/sync/value-depth';
import { type AccountProvider, applyAccountFlags, emailTaken, wantsAccount } from '../accounts/account-flags';
import type { Tenant } from '../auth/identity';
import type { Db } from '../db/database';
import { documentVersions } from '../db/schema';
import { commitNotificationMutation, ownedByAnother } from '../notifications/notification-mutation';
import type { CommittedChange } from '../notifications/notifier';
import { NOTIFICATION_TYPE } from '../notifications/write-notifications';
import { asPlace, resolvePlace, type StoredPlace } from './place';
import { type DocumentRow, readDocument, writeDocument } from './write-document';

export interface CommitContext {
  readonly db: Db;
  readonly tenant: Tenant;
  /** The committing user; null for the system (the demo seed, imports). */
  readonly userId: string | null;
  readonly principal: Principal;
  /** The device's sync client (push); its own earlier versions never conflict with its delete. */
  readonly clientId?: string;
  /** Told of every committed version, inside the transaction (notifications, docs/sync-spec.md R1). */
  readonly onWritten?: (change: CommittedChange) => void;
  /** Acts on employees' account flags (docs/decisions/0018-employee-accounts.md); absent: plain flags. */
  readonly accounts?: AccountProvider;
}

/** Whether every version after `base` came from this device (its own queued edits, P6/M6). */
async function onlyOwnVersionsSince(ctx: CommitContext, row: DocumentRow, base: number): Promise<boolean> {
  if (!ctx.clientId) return false;
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

function allowed(ctx: CommitContext, entity: EntityDefinition, action: Action, place: StoredPlace): boolean {
  return canOnDocument(ctx.principal, action, entity, asPlace(place));
}

function conflict(
  number: number,
  kind: 'field' | 'deleted' | 'changed' | 'exists',
  row: DocumentRow,
  conflicts: readonly FieldConflict[],
): MutationResult {
  return {
    number,
    status: 'conflict',
    kind,
    version: row.version,
    seq: row.seq,
    conflicts,
    server: { version: row.version, deleted: row.deleted, data: row.data },
  };
}

/**
 * Validates, places, checks access and commits new data (M8, M9, A2–A4). `previous` is the
 * stored row the version follows: the document a patch changes, or the deleted singleton a
 * create brings back.
 */
async function commitData(
  ctx: CommitContext,
  mutation: Mutation,
  entity: EntityDefinition,
  data: DocumentData,
  previous: DocumentRow | undefined,
  changedFields: readonly string[],
  action: 'CREATE' | 'UPDATE',
): Promise<DocumentRow | MutationResult> {
  const validation = validateDocument(entity, data);
  if (!validation.ok) return rejected(mutation.number, 'VALIDATION', validation.issues);
  const place = await resolvePlace(ctx.db, ctx.tenant.id, entity, mutation.id, validation.data);
  if (!allowed(ctx, entity, action, place)) return rejected(mutation.number, 'FORBIDDEN');
  const accounts = entity.type === 'EMPLOYEE' ? ctx.accounts : undefined;
  if (
    accounts &&
    wantsAccount(validation.data) &&
    (await emailTaken(ctx.db, ctx.tenant.id, mutation.id, validation.data))
  ) {
    return rejected(mutation.number, 'VALIDATION', [{ path: 'email', message: 'validation.invalid' }]);
  }
  const row = await writeDocument(
    ctx.db,
    {
      tenantId: ctx.tenant.id,
      id: mutation.id,
      type: entity.type,
      data: validation.data,
      deleted: false,
      place,
      by: ctx.userId,
      clientId: ctx.clientId ?? null,
      changedFields,
    },
    previous,
  );
  ctx.onWritten?.({ row, action });
  return accounts ? applyAccountFlags(ctx.db, accounts, row) : row;
}

function isRow(value: DocumentRow | MutationResult): value is DocumentRow {
  return 'tenantId' in value;
}

/**
 * Applies one mutation of a push to the store (docs/sync-spec.md M1–M9, A2–A4) and
 * answers its result. Runs inside the push transaction; idempotency is the caller's.
 */
export async function commitMutation(ctx: CommitContext, mutation: Mutation): Promise<MutationResult> {
  if (mutationTooDeep(mutation)) {
    return rejected(mutation.number, 'VALIDATION', [{ path: '', message: 'validation.invalid' }]);
  }
  const entity = entityFor(mutation.type);
  if (!entity) return rejected(mutation.number, 'VALIDATION', [{ path: 'type', message: 'validation.invalid' }]);
  // The system provisions documents of any module (e.g. a tenant's roles without the roles module).
  if (ctx.userId !== null && entity.module && !ctx.tenant.subscribedModules.includes(entity.module)) {
    return rejected(mutation.number, 'MODULE_NOT_SUBSCRIBED');
  }
  const current = await readDocument(ctx.db, ctx.tenant.id, mutation.id);
  // Someone else's document does not exist for this caller (R2); a create of its id is refused.
  if (ownedByAnother(current, ctx.userId, NOTIFICATION_TYPE)) {
    return rejected(mutation.number, mutation.op === 'create' ? 'FORBIDDEN' : 'NOT_FOUND');
  }
  if (entity.type === NOTIFICATION_TYPE) return commitNotificationMutation(ctx, entity, mutation, current);
  // A7: an id held by a document of another type reads as one that does not exist (a create
  // of it is refused like a taken id), so the answer tells nothing about that document.
  if (current && current.type !== entity.type) {
    return rejected(mutation.number, mutation.op === 'create' ? 'FORBIDDEN' : 'NOT_FOUND');
  }
  const readable = current ? allowed(ctx, entity, 'READ', current.place) : false;

  if (mutation.op === 'create') {
    // M7: a taken id conflicts, except a deleted singleton's fixed id: the create brings it back.
    const revived = current?.deleted === true && entity.fixedId === mutation.id ? current : undefined;
    if (current && !revived)
      return readable ? conflict(mutation.number, 'exists', current, []) : rejected(mutation.number, 'FORBIDDEN');
    const written = await commitData(
      ctx,
      mutation,
      entity,
      mutation.data,
      revived,
      Object.keys(mutation.data),
      'CREATE',
    );
    return isRow(written)
      ? { number: mutation.number, status: 'applied', version: written.version, seq: written.seq }
      : written;
  }

  if (!current || !readable) return rejected(mutation.number, 'NOT_FOUND');

  if (mutation.op === 'delete') {
    if (!allowed(ctx, entity, 'DELETE', current.place)) return rejected(mutation.number, 'FORBIDDEN');
    if (current.deleted) {
      return { number: mutation.number, status: 'applied', version: current.version, seq: current.seq };
    }
    if (mutation.baseVersion !== current.version && !(await onlyOwnVersionsSince(ctx, current, mutation.baseVersion))) {
      return conflict(mutation.number, 'changed', current, []);
    }
    const row = await writeDocument(
      ctx.db,
      {
        tenantId: ctx.tenant.id,
        id: current.id,
        type: current.type,
        data: current.data,
        deleted: true,
        place: current.place,
        by: ctx.userId,
        clientId: ctx.clientId ?? null,
        changedFields: [],
      },
      current,
    );
    ctx.onWritten?.({ row, action: 'DELETE' });
    return { number: mutation.number, status: 'applied', version: row.version, seq: row.seq };
  }

  if (!allowed(ctx, entity, 'UPDATE', current.place)) return rejected(mutation.number, 'FORBIDDEN');
  if (current.deleted) return conflict(mutation.number, 'deleted', current, []);
  const onCurrent = mutation.baseVersion === current.version;
  const merged = onCurrent
    ? { data: applyPatch(current.data, mutation.fields), conflicts: [] }
    : mergePatch(entity.fields, current.data, mutation.fields);
  const changedFields = Object.keys(mutation.fields).filter(
    (name) => !jsonEqual(merged.data[name], current.data[name]),
  );
  if (changedFields.length === 0) {
    return merged.conflicts.length > 0
      ? conflict(mutation.number, 'field', current, merged.conflicts)
      : {
          number: mutation.number,
          status: onCurrent ? 'applied' : 'merged',
          version: current.version,
          seq: current.seq,
        };
  }
  const written = await commitData(ctx, mutation, entity, merged.data, current, changedFields, 'UPDATE');
  if (!isRow(written)) return written;
  if (merged.conflicts.length > 0) return conflict(mutation.number, 'field', written, merged.conflicts);
  return {
    number: mutation.number,
    status: onCurrent ? 'applied' : 'merged',
    version: written.version,
    seq: written.seq,
  };
}
