import { MEASURE_TYPES } from '../enums/catalogs';
import type { DocumentType } from '../enums/entity-types';
import { defineEntity } from './entity';
import type { FieldMap } from './fields';
import { LABELS } from './labels';

/**
 * The documents a measure can come from (its `origin`): the documents of domain.md §3 that
 * hold or derive measures, plus the recurring measure that generated it.
 */
export const MEASURE_ORIGIN_TYPES = [
  'RISK_ASSESSMENT',
  'RISK',
  'REGULATION',
  'INDIVIDUAL_REGULATION',
  'PERMIT',
  'CONDITION',
  'INSPECTION',
  'MAINTENANCE',
  'SITE_INSPECTION',
  'INCIDENT_WITHOUT_REPORT',
  'INCIDENT_WITH_REPORT',
  'INCIDENT_NEAR_MISS',
  'RECURRING_MEASURE',
] as const satisfies readonly DocumentType[];

/**
 * The fields of a measure (domain.md §3 Measure) with the required rules of §5: title
 * (`name`), origin document, measureType, responsible, and isRecurring and isDone chosen.
 * Shared by the recurring measure (which adds its interval) and the maintenance's embedded measure.
 */
export const MEASURE_FIELDS = {
  name: {
    kind: 'text',
    label: /*i18n*/ { id: 'field.measure.name', message: 'Title' },
    maxLength: 500,
    required: true,
    column: true,
  },
  origin: {
    kind: 'reference',
    label: /*i18n*/ { id: 'field.measure.origin', message: 'Origin' },
    to: MEASURE_ORIGIN_TYPES,
    required: true,
  },
  measureType: {
    kind: 'enum',
    label: /*i18n*/ { id: 'field.measure.measureType', message: 'Type of measure' },
    values: MEASURE_TYPES,
    required: true,
    column: true,
  },
  responsible: { kind: 'reference', label: LABELS.responsible, to: ['EMPLOYEE'], required: true, column: true },
  description: { kind: 'richText', label: LABELS.description },
  deadlineAt: { kind: 'date', label: /*i18n*/ { id: 'field.measure.deadlineAt', message: 'Deadline' }, column: true },
  isActionNeeded: {
    kind: 'boolean',
    label: /*i18n*/ { id: 'field.measure.isActionNeeded', message: 'Action needed' },
  },
  isDone: {
    kind: 'boolean',
    label: /*i18n*/ { id: 'field.measure.isDone', message: 'Done' },
    required: true,
    column: true,
  },
  isEffective: { kind: 'boolean', label: /*i18n*/ { id: 'field.measure.isEffective', message: 'Effective' } },
  effectivenessCheckedBy: {
    kind: 'reference',
    label: /*i18n*/ { id: 'field.measure.effectivenessCheckedBy', message: 'Effectiveness checked by' },
    to: ['EMPLOYEE'],
  },
  effectivenessDescription: {
    kind: 'richText',
    label: /*i18n*/ { id: 'field.measure.effectivenessDescription', message: 'Effectiveness check' },
  },
  pictures: { kind: 'file', label: LABELS.pictures, multiple: true, accept: 'image' },
  createdBy: {
    kind: 'reference',
    label: /*i18n*/ { id: 'field.measure.createdBy', message: 'Created by' },
    to: ['EMPLOYEE'],
  },
  isRecurring: {
    kind: 'boolean',
    label: /*i18n*/ { id: 'field.measure.isRecurring', message: 'Recurring' },
    required: true,
  },
} as const satisfies FieldMap;

/**
 * A measure (domain.md §3 Measure): what is to be done, by whom and until when, and whether it
 * worked. It belongs to the document it came from (`origin`) and takes that document's place in
 * the organisation. "At least one measure" of §5 is not a rule of one measure document: it is
 * read as the lists that create several measures at once (derive measures from a regulation).
 */
export const measure = defineEntity({
  type: 'MEASURE',
  label: /*i18n*/ { id: 'entity.measure', message: 'Measure' },
  pluralLabel: /*i18n*/ { id: 'entity.measure.plural', message: 'Measures' },
  resource: 'MEASURES',
  module: 'MEASURE_MANAGEMENT',
  titleField: 'name',
  scope: { fields: ['origin'] },
  fields: MEASURE_FIELDS,
});
