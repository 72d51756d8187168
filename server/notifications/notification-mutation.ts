import { validateDocument } from '../../shared/entities/derive/schema';
import type { EntityDefinition } from '../../shared/entities/entity';
import { jsonEqual } from '../../shared/sync/equal';
import { applyPatch } from '../../shared/sync/merge';
import type { Mutation, MutationResult, RejectionIssue } from '../../shared/sync/protocol';
import type { CommitContext } from '../sync/commit-mutation';
import { type DocumentRow, writeDocument } from '../sync/write-document';

/** The one field a recipient may change on their notification. */
const CLIENT_FIELDS: readonly string[] = ['isRead'];

/**
 * Whether a stored document is someone else's (docs/sync-spec.md R2): a document with an owner
 * exists only for its owner, and a notification without an owner for no one.
 */
export function ownedByAnother(row: DocumentRow | undefined, userId: string | null, notificationType: string): boolean {
  if (!row) return false;
  if (row.owner !== null) return row.owner !== userId;
  return row.type === notificationType;
}

/**
 * A recipient's mutation of their own notification (R3): only the server creates or deletes
 * notifications; a patch may set `isRead` and nothing else (last writer wins, no conflict).
 */
export async function commitNotificationMutation(
  ctx: CommitContext,
  entity: EntityDefinition,
  mutation: Mutation,
  current: DocumentRow | undefined,
): Promise<MutationResult> {
  const rejected = (
    code: 'FORBIDDEN' | 'NOT_FOUND' | 'VALIDATION',
    issues: readonly RejectionIssue[] = [],
  ): MutationResult => ({ number: mutation.number, status: 'rejected', code, issues });
  if (mutation.op === 'create') return rejected('FORBIDDEN');
  if (!current || current.owner === null || current.owner !== ctx.userId) return rejected('NOT_FOUND');
  if (mutation.op === 'delete') return rejected('FORBIDDEN');
  if (Object.keys(mutation.fields).some((name) => !CLIENT_FIELDS.includes(name))) return rejected('FORBIDDEN');
  const unchanged = { number: mutation.number, status: 'applied', version: current.version, seq: current.seq } as const;
  if (current.deleted) return unchanged;
  const data = applyPatch(current.data, mutation.fields);
  if (jsonEqual(data, current.data)) return unchanged;
  const validation = validateDocument(entity, data);
  if (!validation.ok) return rejected('VALIDATION', validation.issues);
  const row = await writeDocument(
    ctx.db,
    {
      tenantId: ctx.tenant.id,
      id: current.id,
      type: current.type,
      data: validation.data,
      deleted: false,
      place: current.place,
      by: ctx.userId,
      clientId: ctx.clientId ?? null,
      changedFields: CLIENT_FIELDS,
    },
    current,
  );
  return { number: mutation.number, status: 'applied', version: row.version, seq: row.seq };
}
