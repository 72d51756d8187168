import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AddressField, EnumField, Field, ReferenceField, SymbolField } from '../../../shared/entities/fields';
import { resolveStatements, type StatementCatalog, statementFieldOf } from '../statements';
import { LINE_PARTS, parseAddressLine } from './address-line';
import { parseBoolean, parseDate, parseNumber, serialDate } from './cell-values';
import type { EnumLookup } from './enum-lookup';
import { headerKey } from './header-map';
import { type ReferenceIndex, resolveReference } from './reference-index';
import type { SheetCell } from './sheet';
import { cellStatements } from './statement-cell';

export interface ConvertContext {
  /** The interface language first, then the other: labels of either are understood. */
  readonly languages: readonly I18n[];
  readonly date1904: boolean;
  readonly references: ReferenceIndex;
  /** The codes of an enum field by label and code, built once per field (enumLookups). */
  readonly enumCodes: (field: EnumField) => EnumLookup;
  /** The CLP statement catalog, loaded for the import: statement codes are checked and spelled as CLP does. */
  readonly statements: StatementCatalog;
}

/** A value for the document (`undefined`: the cell is empty), or what is wrong with the cell. */
export type Converted =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly problem: MessageDescriptor };

const ok = (value: unknown): Converted => ({ ok: true, value });
const problem = (descriptor: MessageDescriptor): Converted => ({ ok: false, problem: descriptor });

/** The separators of a cell with several values: `;` when the cell has one, else `,` (the export's). */
function splitItems(text: string): string[] {
  const separator = text.includes(';') ? ';' : ',';
  return [
    ...new Set(
      text
        .split(separator)
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

/** Converts each item; the first item that fails fails the cell. */
function convertItems(items: readonly string[], convert: (item: string) => Converted): Converted {
  const values: unknown[] = [];
  for (const item of items) {
    const result = convert(item);
    if (!result.ok) return result;
    values.push(result.value);
  }
  return ok([...new Set(values)]);
}

function enumCode(field: EnumField, text: string, context: ConvertContext): Converted {
  const code = context.enumCodes(field).get(headerKey(text));
  return code === undefined ? problem(msg`Unknown value “${text}”`) : ok(code);
}

function enumValue(field: EnumField, text: string, context: ConvertContext): Converted {
  if (!field.multiple) return enumCode(field, text, context);
  const whole = enumCode(field, text, context);
  return whole.ok ? ok([whole.value]) : convertItems(splitItems(text), (item) => enumCode(field, item, context));
}

function referenceId(field: ReferenceField, text: string, references: ReferenceIndex): Converted {
  const match = resolveReference(references, field.to, text);
  if (match.found === 'one') return ok(match.id);
  if (match.found === 'none') return problem(msg`No document named “${text}” on this device`);
  const count = match.count;
  return problem(msg`${count} documents are named “${text}”; rename one or choose it in the form`);
}

function referenceValue(field: ReferenceField, text: string, references: ReferenceIndex): Converted {
  if (!field.multiple) return referenceId(field, text, references);
  // A title may hold a comma itself: the whole cell first, then its items.
  const whole = referenceId(field, text, references);
  return whole.ok ? ok([whole.value]) : convertItems(splitItems(text), (item) => referenceId(field, item, references));
}

/** The line's parts over the stored address; parts the line cannot hold (floor, country) stay. */
function addressValue(field: AddressField, text: string, existing: unknown): Converted {
  const parsed = parseAddressLine(text);
  if (!parsed || Object.keys(parsed).some((part) => !field.parts.includes(part as AddressField['parts'][number]))) {
    return problem(msg`Address not understood; write it as “Street 1, 12345 City”`);
  }
  const kept = existing !== null && typeof existing === 'object' ? (existing as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = {};
  for (const part of field.parts) {
    const value = LINE_PARTS.includes(part) ? parsed[part] : kept[part];
    if (typeof value === 'string' && value !== '') merged[part] = value;
  }
  return ok(merged);
}

function dateValue(cell: SheetCell, context: ConvertContext): Converted {
  const locales = context.languages.map((i18n) => i18n.locale);
  const date = typeof cell === 'number' ? serialDate(cell, context.date1904) : parseDate(String(cell), locales);
  return date === undefined ? problem(msg`Not a date; write it as 31.12.2025`) : ok(date);
}

function numberValue(cell: SheetCell, context: ConvertContext): Converted {
  const value = typeof cell === 'number' ? cell : parseNumber(String(cell), context.languages[0]?.locale ?? 'de');
  return value === undefined ? problem(msg`Not a number`) : ok(value);
}

function booleanValue(cell: SheetCell, languages: readonly I18n[]): Converted {
  if (typeof cell === 'boolean') return ok(cell);
  const text = String(cell);
  const translated = languages.flatMap(
    (i18n) =>
      [
        [i18n._(msg`Yes`), true],
        [i18n._(msg`No`), false],
      ] as const,
  );
  const value = parseBoolean(text) ?? translated.find(([word]) => headerKey(word) === headerKey(text))?.[1];
  return value === undefined ? problem(msg`Not yes or no`) : ok(value);
}

/**
 * Codes of a symbol field: signs upper-cased; statements as the export writes them (code and text,
 * one a line) or as a list of codes, each checked against the CLP catalog and spelled as there
 * (`h360fd` → H360FD, `p301 + p310` → P301+P310). Unknown codes and those of the other statement
 * field are named, never dropped.
 */
function symbolValue(field: SymbolField, text: string, statements: StatementCatalog): Converted {
  const statementField = statementFieldOf(field);
  if (statementField === undefined) {
    return field.multiple ? ok(splitItems(text).map((code) => code.toUpperCase())) : ok(text.toUpperCase());
  }
  const { tokens, unrecognised } = cellStatements(text);
  const resolved = resolveStatements(tokens, statements, statementField);
  const unknownCodes = [...unrecognised, ...resolved.unknown].join(', ');
  if (unknownCodes !== '') return problem(msg`Not in the CLP catalog: ${unknownCodes}`);
  const otherCodes = resolved.otherField.join(', ');
  if (otherCodes !== '') return problem(msg`Belongs to the other statement field: ${otherCodes}`);
  const codes = [...new Set(resolved.codes)];
  if (field.multiple) return ok(codes);
  return codes.length === 1 ? ok(codes[0]) : problem(msg`Only one code fits here`);
}

/**
 * One cell as the value of its field (domain.md §3 kinds). An empty cell is no value; the
 * registry's validation decides whether that is allowed. `existing` is the stored value the
 * row updates, for the address parts a cell does not hold.
 */
export function convertCell(field: Field, cell: SheetCell, context: ConvertContext, existing?: unknown): Converted {
  const text = String(cell).trim();
  if (text === '') return ok(undefined);
  switch (field.kind) {
    case 'text':
    case 'richText':
      return ok(text);
    case 'boolean':
      return booleanValue(cell, context.languages);
    case 'number':
      return numberValue(cell, context);
    case 'date':
      return dateValue(cell, context);
    case 'enum':
      return enumValue(field, text, context);
    case 'reference':
      return referenceValue(field, text, context.references);
    case 'symbol':
      return symbolValue(field, text, context.statements);
    case 'address':
      return addressValue(field, text, existing);
    default:
      return problem(msg`This field cannot be imported`);
  }
}
