import type { I18n } from '@lingui/core';
import type { EntityDefinition } from '../../../shared/entities/entity';
import { entityFor } from '../../../shared/entities/registry';
import type { DocumentType } from '../../../shared/enums/entity-types';
import { headerKey } from './header-map';

/** The master data a spreadsheet can bring in (issue 5); other entities have sub-lists and files. */
export const IMPORTABLE: ReadonlySet<DocumentType> = new Set([
  'EMPLOYEE',
  'LOCATION',
  'DEPARTMENT',
  'CONTACT',
  'WORK_EQUIPMENT',
  'STORAGE',
]);

function referencedTypes(entity: EntityDefinition): string[] {
  return Object.values(entity.fields).flatMap((field) => (field.kind === 'reference' ? field.to : []));
}

/**
 * The entities one import file may hold: the screen's own first, then every importable
 * entity its references reach, directly or through another one (a department's parent
 * location, an employee's departments). Rows of the others are marked in a "Type" column.
 */
export function fileEntities(entity: EntityDefinition): EntityDefinition[] {
  const found = new Map<string, EntityDefinition>([[entity.type, entity]]);
  const queue = [entity];
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const type of referencedTypes(next)) {
      const target = entityFor(type);
      if (!target || found.has(type) || !IMPORTABLE.has(target.type)) continue;
      found.set(type, target);
      queue.push(target);
    }
  }
  return [...found.values()];
}

/** The type a "Type" cell names: an entity's code, or its label or plural label in one of the languages. */
export function entityOfCell(
  entities: readonly EntityDefinition[],
  text: string,
  languages: readonly I18n[],
): EntityDefinition | undefined {
  const key = headerKey(text);
  return entities.find(
    (entity) =>
      headerKey(entity.type) === key ||
      languages.some(
        (i18n) => headerKey(i18n._(entity.label)) === key || headerKey(i18n._(entity.pluralLabel)) === key,
      ),
  );
}
