/**
 * What an activity's EMKG rating reads besides the activity (docs/decisions/0035-emkg-rating-stored.md):
 * its substance, the substance's components and the substances that share its storages, taken
 * from the substances a reader holds (the server's store of the tenant, a device's replica).
 */
import type { DocumentData } from '../../entities/entity';
import type { EmkgContext, EmkgSubstance } from '../emkg';

/** The documents a rating is computed from; undefined when the activity's substance is not among the substances. */
export interface EmkgSources {
  readonly substance: EmkgSubstance;
  readonly components: readonly EmkgSubstance[];
  readonly context: EmkgContext;
}

function rows(value: unknown): DocumentData[] {
  return Array.isArray(value)
    ? value.filter((item): item is DocumentData => typeof item === 'object' && item !== null && !Array.isArray(item))
    : [];
}

/** The ids of a substance's components (`composition[].component`), each once. */
export function componentIds(substance: DocumentData): string[] {
  const ids = rows(substance.composition).flatMap((row) => (typeof row.component === 'string' ? [row.component] : []));
  return [...new Set(ids)];
}

/** The storages a substance is held in (`storageLocations[].storage`). */
export function storageIds(substance: DocumentData): string[] {
  return rows(substance.storageLocations).flatMap((row) => (typeof row.storage === 'string' ? [row.storage] : []));
}

/** The substance id an activity names, if any. */
export function activitySubstanceId(activity: DocumentData): string | undefined {
  return typeof activity.substance === 'string' && activity.substance !== '' ? activity.substance : undefined;
}

/**
 * The sources of an activity's rating among `substances` (id → data, only live substances of
 * the activity's tenant): the substance it names, its components found there, and the other
 * substances held in one of its storages.
 */
export function emkgSources(
  activity: DocumentData,
  substances: ReadonlyMap<string, DocumentData>,
): EmkgSources | undefined {
  const id = activitySubstanceId(activity);
  const data = id === undefined ? undefined : substances.get(id);
  if (id === undefined || data === undefined) return undefined;
  const components = componentIds(data).flatMap((componentId) => {
    const component = substances.get(componentId);
    return component === undefined || componentId === id ? [] : [{ id: componentId, data: component }];
  });
  const storages = new Set(storageIds(data));
  const storedAlongside = [...substances].flatMap(([otherId, other]) =>
    otherId !== id && storageIds(other).some((storage) => storages.has(storage)) ? [{ id: otherId, data: other }] : [],
  );
  return { substance: { id, data }, components, context: { storedAlongside } };
}

/**
 * The substances whose activities' ratings a change of `changed` can move: itself and the
 * mixtures it is a component of, whose hazard groups it enters, and every substance sharing a
 * storage with one of them (the storage module counts what a storage holds), before or after
 * the change.
 */
export function substancesAffectedBy(
  changed: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
  substances: ReadonlyMap<string, DocumentData>,
): Set<string> {
  const affected = new Set([changed]);
  const storages = new Set([...(before ? storageIds(before) : []), ...(after ? storageIds(after) : [])]);
  for (const [id, data] of substances) {
    if (!componentIds(data).includes(changed)) continue;
    affected.add(id);
    for (const storage of storageIds(data)) storages.add(storage);
  }
  for (const [id, data] of substances) {
    if (storageIds(data).some((storage) => storages.has(storage))) affected.add(id);
  }
  return affected;
}
