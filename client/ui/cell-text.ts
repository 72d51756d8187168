import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AddressField, DateField, Field, FileField, MeasurementField } from '../../shared/entities/fields';
import { unitSymbol } from '../../shared/enums/catalogs';
import { enumText } from '../features/enums';

/** What a cell needs beyond its value: the language and the titles of referenced documents. */
export interface CellContext {
  readonly i18n: I18n;
  /** Titles of referenced documents by id, looked up in the replica. */
  readonly titles: ReadonlyMap<string, string>;
  /**
   * The official text of an H, EUH or P code in the interface language, when the statement catalog
   * has been loaded (exports): statement cells then read "H225 Flüssigkeit und Dampf leicht
   * entzündbar.", one statement a line. Without it they hold the codes.
   */
  readonly statementText?: (code: string) => string | undefined;
}

/** Shown for a reference whose document this device does not know. */
export const UNKNOWN_REFERENCE = '—';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const EXCERPT_LENGTH = 140;

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The items of a value that may be one or several. */
export function items(value: unknown): readonly unknown[] {
  if (isEmpty(value)) return [];
  return Array.isArray(value) ? value : [value];
}

function record(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : undefined;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** A stored date (`YYYY-MM-DD` as a calendar day, else an ISO instant) as a Date, if valid. */
export function parseStoredDate(value: string): Date | undefined {
  const day = DATE_ONLY.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function dateText(field: DateField, value: unknown, i18n: I18n): string {
  const raw = str(value);
  const date = parseStoredDate(raw);
  if (!date) return raw;
  return field.time
    ? i18n.date(date, { dateStyle: 'medium', timeStyle: 'short' })
    : i18n.date(date, { dateStyle: 'medium' });
}

function measurementText(_field: MeasurementField, value: unknown, i18n: I18n): string {
  const measurement = record(value);
  if (!measurement || typeof measurement.value !== 'number') return '';
  const unit = str(measurement.unit);
  return `${i18n.number(measurement.value)} ${unitSymbol(unit)}`.trim();
}

function fileText(_field: FileField, value: unknown): string {
  return items(value)
    .map((file) => str(record(file)?.name))
    .filter((name) => name !== '')
    .join(', ');
}

/** One line: "street house, zip city" (the building floor and country are left to the detail). */
export function addressText(_field: AddressField, value: unknown): string {
  const address = record(value);
  if (!address) return '';
  const street = [str(address.street), str(address.houseNumber)].filter(Boolean).join(' ');
  const place = [str(address.zipCode), str(address.city)].filter(Boolean).join(' ');
  return [str(address.postalName), street, place].filter(Boolean).join(', ');
}

/** Rich text as a short plain excerpt: tags removed, entities decoded, white space collapsed. */
export function plainExcerpt(value: string, length = EXCERPT_LENGTH): string {
  const plain = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > length ? `${plain.slice(0, length - 1).trimEnd()}…` : plain;
}

/** A cell as plain text: what the list shows, searches and exports. */
export function cellText(field: Field, value: unknown, context: CellContext): string {
  const { i18n } = context;
  if (isEmpty(value)) return '';
  switch (field.kind) {
    case 'text':
      return str(value);
    case 'number':
      return typeof value === 'number' ? i18n.number(value) : str(value);
    case 'boolean':
      return value === true ? i18n._(msg`Yes`) : value === false ? i18n._(msg`No`) : '';
    case 'enum':
      return items(value)
        .map((code) => enumText(i18n, field.values, str(code)))
        .join(', ');
    case 'date':
      return dateText(field, value, i18n);
    case 'reference':
      return items(value)
        .map((id) => context.titles.get(str(id)) ?? UNKNOWN_REFERENCE)
        .join(', ');
    case 'symbol': {
      const codes = items(value).map(str);
      const { statementText } = context;
      if (!statementText || (field.catalog !== 'H_STATEMENT' && field.catalog !== 'P_STATEMENT')) {
        return codes.join(', ');
      }
      return codes
        .map((code) => {
          const text = statementText(code);
          return text === undefined ? code : `${code} ${text}`;
        })
        .join('\n');
    }
    case 'measurement':
      return measurementText(field, value, i18n);
    case 'file':
      return fileText(field, value);
    case 'richText':
      return plainExcerpt(str(value));
    case 'address':
      return addressText(field, value);
    case 'keyedList':
      return Array.isArray(value) ? i18n.number(value.length) : '';
    case 'group': {
      const group = record(value) ?? {};
      return Object.entries(field.fields)
        .map(([name, sub]) => cellText(sub, group[name], context))
        .filter(Boolean)
        .join(' – ');
    }
  }
}

/** What a column sorts by: numbers for numbers, dates, booleans and measurements; text otherwise. */
export function sortValue(field: Field, value: unknown, context: CellContext): string | number | undefined {
  if (isEmpty(value)) return undefined;
  switch (field.kind) {
    case 'number':
      return typeof value === 'number' ? value : undefined;
    case 'boolean':
      return value === true ? 1 : 0;
    case 'date':
      return parseStoredDate(str(value))?.getTime();
    case 'measurement': {
      const measured = record(value)?.value;
      return typeof measured === 'number' ? measured : undefined;
    }
    default: {
      const text = cellText(field, value, context);
      return text === '' || text === UNKNOWN_REFERENCE ? undefined : text;
    }
  }
}
