import type { DocumentData, EntityDefinition } from '../../../shared/entities/entity';
import type { Field } from '../../../shared/entities/fields';
import { hideableFields } from '../../../shared/entities/hidden-fields';
import { ENTITY_LIST } from '../../../shared/entities/registry';

/** Entities without a generic form of their own: their fields are never hidden. */
const WITHOUT_FORM: ReadonlySet<string> = new Set(['COMMENT', 'NOTIFICATION', 'COMPANY_SETTINGS', 'FILE']);

export interface HideableEntity {
  readonly entity: EntityDefinition;
  readonly fields: readonly { readonly name: string; readonly field: Field }[];
}

/** The entities of the tenant's modules with a form, each with the fields it may hide. */
export function hideableEntities(subscribedModules: readonly string[]): HideableEntity[] {
  return ENTITY_LIST.filter(
    (entity) => !WITHOUT_FORM.has(entity.type) && (entity.module === null || subscribedModules.includes(entity.module)),
  ).flatMap((entity) => {
    const fields = hideableFields(entity).flatMap((name) => {
      const field = entity.fields[name];
      return field ? [{ name, field }] : [];
    });
    return fields.length > 0 ? [{ entity, fields }] : [];
  });
}

interface HiddenEntry {
  readonly id: string;
  readonly entityType: string;
  readonly field: string;
}

function entriesOf(settings: DocumentData | undefined): HiddenEntry[] {
  const list = Array.isArray(settings?.hiddenFields) ? (settings.hiddenFields as HiddenEntry[]) : [];
  return list;
}

/** The settings' hidden fields with one field hidden or shown again; other entries stay as they are. */
export function withFieldHidden(
  settings: DocumentData | undefined,
  entityType: string,
  field: string,
  hidden: boolean,
  newId: () => string = () => crypto.randomUUID(),
): HiddenEntry[] {
  const others = entriesOf(settings).filter((entry) => entry.entityType !== entityType || entry.field !== field);
  return hidden ? [...others, { id: newId(), entityType, field }] : others;
}
