import type { Language } from '../../shared/cookies';
import { documentPath } from '../../shared/document-paths';
import { documentTitle } from '../../shared/entities/document-title';
import type { DocumentData, EntityDefinition } from '../../shared/entities/entity';
import type { Field } from '../../shared/entities/fields';
import { entityFor } from '../../shared/entities/registry';
import { enumLabel } from '../../shared/enums/enum-labels';
import { labelText } from './label-text';
import { phrase } from './phrases';
import type { Source } from './provider';

/** A readable document of the asker's tenant with its data parsed. */
export interface ReadableDocument {
  readonly id: string;
  readonly type: string;
  readonly data: DocumentData;
}

const SUMMARY_VALUE_CHARS = 80;
const SUMMARY_FIELDS = 3;

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SUMMARY_VALUE_CHARS ? `${flat.slice(0, SUMMARY_VALUE_CHARS - 1)}…` : flat;
}

/** A date `YYYY-MM-DD` as people of the language write it (`31.12.2026`, `2026-12-31`). */
export function dateText(value: string, language: Language): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!day || language === 'en') return value.slice(0, 10);
  return `${day[3]}.${day[2]}.${day[1]}`;
}

/** A field value as short text; empty for values a summary does not show (references, rich text, files). */
function valueText(field: Field, value: unknown, language: Language): string {
  if (value === undefined || value === null || value === '') return '';
  switch (field.kind) {
    case 'text':
      return typeof value === 'string' ? shortened(value) : '';
    case 'number':
      return typeof value === 'number' ? String(value) : '';
    case 'boolean':
      return typeof value === 'boolean' ? phrase(value ? 'yes' : 'no', language) : '';
    case 'date':
      return typeof value === 'string' ? dateText(value, language) : '';
    case 'enum': {
      const codes = Array.isArray(value) ? value : [value];
      return codes
        .filter((code): code is string => typeof code === 'string')
        .map((code) => {
          const label = enumLabel(field.values, code);
          return label ? labelText(label, language) : code;
        })
        .join(', ');
    }
    case 'symbol':
      return Array.isArray(value) ? value.filter((code) => typeof code === 'string').join(', ') : '';
    default:
      return '';
  }
}

/** The document's title (an employee's first and last name), else the entity's label. */
export function titleOf(entity: EntityDefinition, data: DocumentData, language: Language): string {
  return documentTitle(entity.type, data) || labelText(entity.label, language);
}

/**
 * `label: value` pairs of the named fields (default: the entity's list columns after the
 * title), skipping empty ones; at most three unless fields are named.
 */
function summaryOf(
  entity: EntityDefinition,
  data: DocumentData,
  language: Language,
  fields?: readonly string[],
): string {
  const names =
    fields ?? Object.keys(entity.fields).filter((name) => entity.fields[name]?.column && name !== entity.titleField);
  const parts = names.flatMap((name) => {
    const field = entity.fields[name];
    if (!field) return [];
    const value = valueText(field, data[name], language);
    return value === '' ? [] : [`${labelText(field.label, language)}: ${value}`];
  });
  return (fields ? parts : parts.slice(0, SUMMARY_FIELDS)).join('; ');
}

/** A document as a source of an answer; undefined for a type the app cannot open. */
export function sourceOf(doc: ReadableDocument, language: Language, fields?: readonly string[]): Source | undefined {
  const entity = entityFor(doc.type);
  const path = documentPath(doc.type, doc.id);
  if (!entity || path === undefined) return undefined;
  const title = titleOf(entity, doc.data, language);
  return { id: doc.id, type: doc.type, title, path, summary: summaryOf(entity, doc.data, language, fields) };
}
