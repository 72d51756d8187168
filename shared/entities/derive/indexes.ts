import type { EntityDefinition } from '../entity';

/**
 * Index paths the client database keeps for an entity's documents, in Dexie's syntax
 * (`*` for multi-entry): the title for sorting and pickers, single references and dates
 * for filters, multiple references as multi-entry indexes for "where used" look-ups.
 */
export function indexPaths(entity: EntityDefinition): string[] {
  const paths = Object.entries(entity.fields).flatMap(([name, field]) => {
    if (name === entity.titleField) return [];
    if (field.kind === 'reference') return [field.multiple ? `*data.${name}` : `data.${name}`];
    if (field.kind === 'date' || field.kind === 'enum')
      return field.kind === 'enum' && field.multiple ? [] : [`data.${name}`];
    if (field.kind === 'boolean' && field.column) return [`data.${name}`];
    return [];
  });
  return [`data.${entity.titleField}`, ...paths];
}
