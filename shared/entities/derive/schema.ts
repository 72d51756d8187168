import * as v from 'valibot';
import type { DocumentData, EntityDefinition } from '../entity';
import type { Field, FieldMap } from '../fields';

/** Message ids of the generic validation issues; translated by the client. */
export const VALIDATION_MESSAGES = {
  required: /*i18n*/ { id: 'validation.required', message: 'Required' },
  invalid: /*i18n*/ { id: 'validation.invalid', message: 'Invalid value' },
  duplicateItem: /*i18n*/ { id: 'validation.duplicateItem', message: 'The list holds the same entry twice' },
} as const;

const REQUIRED = VALIDATION_MESSAGES.required.id;
const INVALID = VALIDATION_MESSAGES.invalid.id;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const TEXT_LIMIT = 10_000;
const RICH_TEXT_LIMIT = 200_000;

type AnySchema = v.GenericSchema<unknown, unknown>;

/** An object's issue for a missing key is "required", any other is "invalid". */
const objectMessage = (issue: v.BaseIssue<unknown>) =>
  issue.received === 'undefined' && issue.expected?.startsWith('"') ? REQUIRED : INVALID;

const id = () => v.pipe(v.string(INVALID), v.regex(ID_PATTERN, INVALID));
const text = (max: number) => v.pipe(v.string(INVALID), v.maxLength(max, INVALID));
const many = (item: AnySchema, required: boolean) =>
  v.pipe(v.array(item, INVALID), v.minLength(required ? 1 : 0, REQUIRED), v.maxLength(1000, INVALID));

function itemSchema(field: Field): AnySchema {
  switch (field.kind) {
    case 'text':
      return field.format === 'email'
        ? v.pipe(text(field.maxLength ?? 254), v.email(INVALID))
        : text(field.maxLength ?? TEXT_LIMIT);
    case 'richText':
      return text(RICH_TEXT_LIMIT);
    case 'boolean':
      return v.boolean(INVALID);
    case 'date':
      return v.pipe(v.string(INVALID), v.regex(field.time ? DATE_TIME_PATTERN : DATE_PATTERN, INVALID));
    case 'number': {
      const checks = [
        v.number(INVALID),
        v.finite(INVALID),
        ...(field.integer ? [v.integer(INVALID)] : []),
        ...(field.min === undefined ? [] : [v.minValue(field.min, INVALID)]),
        ...(field.max === undefined ? [] : [v.maxValue(field.max, INVALID)]),
      ] as const;
      return v.pipe(...(checks as unknown as [AnySchema]));
    }
    case 'enum':
      return v.picklist(field.values, INVALID);
    case 'reference':
      return id();
    case 'symbol':
      // Catalog codes: GHS02, M004_UP, H360Fd, P370+P380+P375[+P378] (CLP's optional part in brackets).
      return v.pipe(v.string(INVALID), v.regex(/^[A-Z0-9][A-Za-z0-9_.+[\]-]{0,31}$/, INVALID));
    case 'measurement':
      return v.strictObject(
        { value: v.pipe(v.number(INVALID), v.finite(INVALID)), unit: v.picklist(field.units, INVALID) },
        objectMessage,
      );
    case 'file':
      return v.strictObject(
        {
          sha256: v.pipe(v.string(INVALID), v.regex(/^[a-f0-9]{64}$/, INVALID)),
          name: text(255),
          size: v.pipe(v.number(INVALID), v.integer(INVALID), v.minValue(0, INVALID)),
          type: text(255),
        },
        INVALID,
      );
    case 'address':
      return v.strictObject(Object.fromEntries(field.parts.map((part) => [part, v.nullish(text(200))])), INVALID);
    case 'group':
      return v.strictObject(entriesOf(field.fields), objectMessage);
    case 'keyedList':
      return v.strictObject(
        { id: id(), order: v.optional(v.number(INVALID)), ...entriesOf(field.fields) },
        objectMessage,
      );
  }
}

function isMultiple(field: Field): boolean {
  return field.kind === 'keyedList' || ('multiple' in field && field.multiple === true);
}

function uniqueItemIds(items: unknown[]): boolean {
  const ids = items.map((item) => (item && typeof item === 'object' && 'id' in item ? item.id : item));
  return new Set(ids).size === ids.length;
}

/** The schema of one field's value; required values must be present and not blank. */
export function fieldSchema(field: Field): AnySchema {
  const required = field.required === true;
  if (isMultiple(field)) {
    const list = v.pipe(
      many(itemSchema(field), required),
      v.check<unknown[], string>(uniqueItemIds, VALIDATION_MESSAGES.duplicateItem.id),
    ) as AnySchema;
    if (!required) return v.nullish(list);
    return v.pipe(
      v.unknown(),
      v.check((value) => value !== undefined && value !== null, REQUIRED),
      list,
    ) as AnySchema;
  }
  const single = itemSchema(field);
  if (!required) return v.nullish(single);
  const present = (value: unknown) =>
    value !== undefined && value !== null && (typeof value !== 'string' || value.trim() !== '');
  return v.pipe(v.unknown(), v.check(present, REQUIRED), single) as AnySchema;
}

function entriesOf(fields: FieldMap): Record<string, AnySchema> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      field.required ? fieldSchema(field) : v.optional(fieldSchema(field)),
    ]),
  );
}

/**
 * The valibot schema of an entity's document data: every field of the registry with
 * its kind, required rules, then the entity's own rules; unknown keys are refused.
 */
export function documentSchema(entity: EntityDefinition): v.GenericSchema<unknown, DocumentData> {
  const cached = schemas.get(entity);
  if (cached) return cached;
  const schema = buildDocumentSchema(entity);
  schemas.set(entity, schema);
  return schema;
}

const schemas = new WeakMap<EntityDefinition, v.GenericSchema<unknown, DocumentData>>();

function buildDocumentSchema(entity: EntityDefinition): v.GenericSchema<unknown, DocumentData> {
  const base = v.strictObject(entriesOf(entity.fields), objectMessage);
  const rules = (entity.rules ?? []).map((rule) =>
    v.rawCheck<DocumentData>(({ dataset, addIssue }) => {
      if (dataset.typed && !rule.valid(dataset.value)) {
        addIssue({ message: rule.message.id });
      }
    }),
  );
  return v.pipe(base, ...rules) as unknown as v.GenericSchema<unknown, DocumentData>;
}

export interface ValidationIssue {
  /** Dotted path of the field (`findings.2.topic`), empty for the whole document. */
  readonly path: string;
  /** A Lingui message id (VALIDATION_MESSAGES or an entity rule's message). */
  readonly message: string;
}

export type ValidationResult =
  | { readonly ok: true; readonly data: DocumentData }
  | { readonly ok: false; readonly issues: readonly ValidationIssue[] };

/** The data without the entity's retired fields, which a document stored by a former version may hold. */
function withoutRetired(entity: EntityDefinition, data: unknown): unknown {
  const retired = entity.retiredFields ?? [];
  if (retired.length === 0 || typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([name]) => !retired.includes(name)));
}

/** Validates a document's data; the entity's retired fields are dropped first, never refused. */
export function validateDocument(entity: EntityDefinition, data: unknown): ValidationResult {
  const result = v.safeParse(documentSchema(entity), withoutRetired(entity, data), { abortPipeEarly: true });
  if (result.success) return { ok: true, data: result.output };
  const issues = result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
  return { ok: false, issues: withRulePaths(entity, issues) };
}

/** Rule issues are raised on the document; they belong to the rule's first field. */
function withRulePaths(entity: EntityDefinition, issues: ValidationIssue[]): ValidationIssue[] {
  return issues.map((issue) => {
    const rule = issue.path === '' ? entity.rules?.find((r) => r.message.id === issue.message) : undefined;
    return rule ? { ...issue, path: rule.path.join('.') } : issue;
  });
}
