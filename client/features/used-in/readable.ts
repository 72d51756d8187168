import type { Grant } from '../../../shared/access/grants';
import { grantsAnywhere } from '../../../shared/access/grants';
import type { EntityDefinition } from '../../../shared/entities/entity';
import { MODULE_FLAGS, type ModuleAccess, type ModuleFlag } from '../../../shared/modules';

/**
 * Whether the user may read documents of an entity here (REF-2): some role grants READ on its
 * resource, and the tenant has subscribed to its module.
 */
export function readableBy(grants: readonly Grant[] | undefined, modules: ModuleAccess) {
  const subscribed = new Set(
    (Object.entries(MODULE_FLAGS) as [ModuleFlag, string][]).filter(([flag]) => modules[flag]).map(([, code]) => code),
  );
  return (entity: EntityDefinition): boolean =>
    grantsAnywhere(grants, 'READ', entity.resource) && (entity.module === null || subscribed.has(entity.module));
}
