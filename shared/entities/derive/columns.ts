import type { EntityDefinition } from '../entity';
import type { Field, Label } from '../fields';

/** The spec's generic table cell types (domain.md §2) plus plain text and numbers. */
export type CellType =
  | 'text'
  | 'number'
  | 'enum'
  | 'boolean'
  | 'date'
  | 'reference'
  | 'symbol'
  | 'measurement'
  | 'file'
  | 'richText'
  | 'composition'
  | 'address'
  | 'list';

export interface ListColumn {
  readonly field: string;
  readonly label: Label;
  readonly cell: CellType;
  /** Whether the list can sort by this column (lists and nested records cannot). */
  readonly sortable: boolean;
}

export function cellType(field: Field): CellType {
  switch (field.kind) {
    case 'keyedList':
      return field.composition ? 'composition' : 'list';
    case 'group':
      return 'list';
    default:
      return field.kind;
  }
}

const SORTABLE = new Set<CellType>(['text', 'number', 'enum', 'boolean', 'date', 'reference', 'measurement']);

/** The default list columns of an entity: its title first, then the fields marked `column`. */
export function listColumns(entity: EntityDefinition): ListColumn[] {
  const names = [entity.titleField, ...Object.keys(entity.fields).filter((name) => name !== entity.titleField)];
  return names.flatMap((name) => {
    const field = entity.fields[name];
    if (!field || (name !== entity.titleField && !field.column)) return [];
    const cell = cellType(field);
    const multiple = 'multiple' in field && field.multiple === true;
    return [{ field: name, label: field.label, cell, sortable: SORTABLE.has(cell) && !multiple }];
  });
}
