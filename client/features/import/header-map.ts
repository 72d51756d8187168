import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EntityDefinition } from '../../../shared/entities/entity';
import type { Field } from '../../../shared/entities/fields';
import type { SheetCell } from './sheet';

/** What a column of the file feeds. */
export type ColumnTarget =
  | { readonly kind: 'field'; readonly field: string; readonly definition: Field }
  /** The document id: the row updates that document instead of creating one. */
  | { readonly kind: 'id' }
  /** The entity of the row, in a file that holds several (file-types.ts). */
  | { readonly kind: 'type' }
  | { readonly kind: 'ignored'; readonly reason: IgnoredReason };

/**
 * Why a column is left out: no field has its name; the field's kind cannot come from one
 * cell (files, sub-lists, nested records, measurements) or is computed; an earlier column
 * already feeds the field.
 */
export type IgnoredReason = 'unknown' | 'unsupported' | 'duplicate';

export interface MappedColumn {
  readonly index: number;
  readonly header: string;
  readonly target: ColumnTarget;
}

const CELL_KINDS = new Set<Field['kind']>([
  'text',
  'richText',
  'boolean',
  'date',
  'number',
  'enum',
  'reference',
  'symbol',
  'address',
]);

/** Whether a field's value can come from one cell of a spreadsheet. */
export function importable(field: Field): boolean {
  return CELL_KINDS.has(field.kind) && field.derived !== true;
}

/** Header text compared without case, spaces and Unicode composition differences. */
export function headerKey(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('de').replace(/\s+/g, '');
}

const ID_KEY = 'id';
const TYPE_KEY = 'type';

/** The keys of a "Type" header: the word in every language and in English. */
function typeKeys(languages: readonly I18n[]): Set<string> {
  return new Set([TYPE_KEY, ...languages.map((i18n) => headerKey(i18n._(msg`Type`)))]);
}

/** Each field by its name and by its label in every given language. */
function fieldsByKey(entity: EntityDefinition, languages: readonly I18n[]): Map<string, string> {
  const byKey = new Map<string, string>();
  for (const [name, field] of Object.entries(entity.fields)) {
    for (const text of [name, ...languages.map((i18n) => i18n._(field.label))]) {
      const key = headerKey(text);
      if (!byKey.has(key)) byKey.set(key, name);
    }
  }
  return byKey;
}

function targetOf(
  entity: EntityDefinition,
  key: string,
  name: string | undefined,
  taken: Set<string>,
  isType: boolean,
): ColumnTarget {
  if (key === ID_KEY) return taken.has(ID_KEY) ? { kind: 'ignored', reason: 'duplicate' } : { kind: 'id' };
  const definition = name === undefined ? undefined : entity.fields[name];
  if ((name === undefined || definition === undefined) && isType) {
    return taken.has(TYPE_KEY) ? { kind: 'ignored', reason: 'duplicate' } : { kind: 'type' };
  }
  if (name === undefined || definition === undefined) return { kind: 'ignored', reason: 'unknown' };
  if (!importable(definition)) return { kind: 'ignored', reason: 'unsupported' };
  if (taken.has(name)) return { kind: 'ignored', reason: 'duplicate' };
  return { kind: 'field', field: name, definition };
}

/**
 * The header row matched to the entity's fields: by translated label in any of the
 * languages (the interface language first) or by field name, ignoring case and spaces; a
 * column headed "ID" names the document to update, one headed "Type" (unless a field has
 * that name) the entity of each row (docs/decisions/0022).
 */
export function mapHeaders(
  entity: EntityDefinition,
  headers: readonly SheetCell[],
  languages: readonly I18n[],
): MappedColumn[] {
  const byKey = fieldsByKey(entity, languages);
  const types = typeKeys(languages);
  const taken = new Set<string>();
  return headers.flatMap((cell, index): MappedColumn[] => {
    const header = String(cell).trim();
    if (header === '') return [];
    const key = headerKey(header);
    const target = targetOf(entity, key, byKey.get(key), taken, types.has(key));
    if (target.kind === 'id') taken.add(ID_KEY);
    if (target.kind === 'type') taken.add(TYPE_KEY);
    if (target.kind === 'field') taken.add(target.field);
    return [{ index, header, target }];
  });
}
