import { can, canOnDocument, canReadEverywhere, type Principal } from '../../shared/access/evaluate';
import { entityFor } from '../../shared/entities/registry';
import type { AccessResource } from '../../shared/enums/access';
import type { Tenant } from '../auth/identity';
import { asPlace, type StoredPlace } from './place';

/** Who reads: the tenant, the caller's principal and the caller (the only reader of what they own). */
export interface ReaderContext {
  readonly tenant: Tenant;
  readonly principal: Principal;
  readonly userId: string;
}

/** A stored row as far as reading access goes: `data` and `place` stay JSON text until needed. */
export interface VisibilityRow {
  readonly type: string;
  readonly deleted: number | boolean;
  readonly data: string;
  readonly place: string;
  readonly owner: string | null;
}

/**
 * A notification is the caller's if they own it, and readable while they may still read the
 * document it is about where that document sat (R2); its own resource (ALL) is not what counts.
 */
function notificationVisible(ctx: ReaderContext, row: VisibilityRow): boolean {
  if (row.owner !== ctx.userId) return false;
  const about = entityFor(String((JSON.parse(row.data) as { entityType?: unknown }).entityType));
  if (!about) return false;
  if (about.module !== null && !ctx.tenant.subscribedModules.includes(about.module)) return false;
  return can(ctx.principal, 'READ', about.resource, asPlace(JSON.parse(row.place) as StoredPlace));
}

/**
 * Whether the caller may read a stored document (docs/sync-spec.md A2–A9, R2): not deleted,
 * of a known entity in a subscribed module, owned by nobody else, and readable by the
 * caller's rules where it sits. One evaluator for the sync feed and the assistant; it caches
 * "reads everywhere" per resource, so one predicate serves one request.
 */
export function readVisibility(ctx: ReaderContext): (row: VisibilityRow) => boolean {
  const everywhere = new Map<AccessResource, boolean>();
  return (row) => {
    const entity = entityFor(row.type);
    if (!entity || row.deleted) return false;
    if (entity.type === 'NOTIFICATION') return notificationVisible(ctx, row);
    if (row.owner !== null && row.owner !== ctx.userId) return false;
    if (entity.module !== null && !ctx.tenant.subscribedModules.includes(entity.module)) return false;
    let all = everywhere.get(entity.resource);
    if (all === undefined) {
      all = canReadEverywhere(ctx.principal, entity.resource);
      everywhere.set(entity.resource, all);
    }
    return all || canOnDocument(ctx.principal, 'READ', entity, asPlace(JSON.parse(row.place) as StoredPlace));
  };
}
