import { canOnDocument, canReadEverywhere, type Principal } from '../../shared/access/evaluate';
import { type DocumentData, type EntityDefinition, readableWith } from '../../shared/entities/entity';
import { instruction } from '../../shared/entities/instruction';
import { entityFor } from '../../shared/entities/registry';
import type { AccessResource } from '../../shared/enums/access';
import type { Tenant } from '../auth/identity';
import { readsOwnInstructionsAt } from './own-instructions';
import { asPlace, type StoredPlace } from './place';

/** Who reads: the tenant, the caller's principal and the caller (the only reader of what they own). */
export interface ReaderContext {
  readonly tenant: Tenant;
  readonly principal: Principal;
  readonly userId: string;
}

/** A stored row as far as reading access goes; `data` and `place` may still be the stored JSON text. */
export interface VisibilityRow {
  readonly type: string;
  readonly deleted: number | boolean;
  readonly data: string | DocumentData;
  readonly place: string | StoredPlace;
  readonly owner: string | null;
}

const parsed = <T>(value: string | T): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const subscribed = (ctx: ReaderContext, entity: EntityDefinition): boolean =>
  readableWith(entity, ctx.tenant.subscribedModules);

/** The notifications the server writes to a training's participants: the assignment and the reminders. */
const PARTICIPANT_ACTIONS: ReadonlySet<unknown> = new Set(['ASSIGNED', 'DUE_SOON', 'OVERDUE']);

/**
 * An owned document (docs/sync-spec.md R2) is read by its owner alone, and by them only while
 * they may read the entity it is about where it sits; its own resource does not count. A
 * participant's notification of their training is read while they read their own instructions
 * (TRN-8, docs/decisions/0068-training-assignment-notification.md).
 */
function ownedReadable(ctx: ReaderContext, entity: EntityDefinition, row: VisibilityRow): boolean {
  const owned = entity.access?.owned;
  if (!owned || row.owner !== ctx.userId) return false;
  const data = parsed<DocumentData>(row.data);
  const about = entityFor(String(data[owned.readAsTypeIn]));
  if (!about || !subscribed(ctx, about)) return false;
  if (canOnDocument(ctx.principal, 'READ', about, asPlace(parsed<StoredPlace>(row.place)))) return true;
  return (
    about.type === instruction.type &&
    PARTICIPANT_ACTIONS.has(data.action) &&
    readsOwnInstructionsAt(ctx.principal, ctx.tenant)
  );
}

/**
 * "May this user read this document?" (docs/sync-spec.md A2–A9, R2), deletion aside: of a
 * known entity in a subscribed module, owned by nobody else, and readable by the caller's
 * rules where it sits. The one answer for pull, push, history, the assistant and every job
 * that acts for a user. `everywhere` caches "reads the whole resource" per request.
 */
export function mayRead(
  ctx: ReaderContext,
  row: VisibilityRow,
  everywhere: Map<AccessResource, boolean> = new Map(),
): boolean {
  const entity = entityFor(row.type);
  if (!entity) return false;
  if (entity.access?.owned) return ownedReadable(ctx, entity, row);
  if (row.owner !== null && row.owner !== ctx.userId) return false;
  if (!subscribed(ctx, entity)) return false;
  let all = everywhere.get(entity.resource);
  if (all === undefined) {
    all = canReadEverywhere(ctx.principal, entity.resource);
    everywhere.set(entity.resource, all);
  }
  return all || canOnDocument(ctx.principal, 'READ', entity, asPlace(parsed<StoredPlace>(row.place)));
}

/** `mayRead` for documents that are not deleted, as one predicate per request (the feed, the assistant). */
export function readVisibility(ctx: ReaderContext): (row: VisibilityRow) => boolean {
  const everywhere = new Map<AccessResource, boolean>();
  return (row) => !row.deleted && mayRead(ctx, row, everywhere);
}
