import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Field, FieldMap } from '../../../shared/entities/fields';
import { enumText } from '../enums';

const YES = msg`Yes`;
const NO = msg`No`;

/** The field a conflict's path names: through groups, and through a keyed list's item id. */
export function fieldAtPath(fields: FieldMap | undefined, path: readonly string[]): Field | undefined {
  const [name, ...rest] = path;
  const field = fields && name !== undefined && Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (!field || rest.length === 0) return field;
  if (field.kind === 'group') return fieldAtPath(field.fields, rest);
  if (field.kind === 'keyedList' && rest.length > 1) return fieldAtPath(field.fields, rest.slice(1));
  return undefined;
}

/**
 * One side of a conflict as text: empty values as a dash, flags as yes/no, enumeration values
 * by their labels, structures as JSON.
 */
export function problemValue(i18n: I18n, value: unknown, field?: Field): string {
  if (value === undefined || value === null || value === '') return '—';
  if (field?.kind === 'enum') {
    const codes = Array.isArray(value) ? value : [value];
    if (codes.every((code) => typeof code === 'string')) {
      return codes.map((code) => enumText(i18n, field.values, code)).join(', ');
    }
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return i18n._(value ? YES : NO);
  if (typeof value === 'number') return i18n.number(value);
  return JSON.stringify(value);
}
