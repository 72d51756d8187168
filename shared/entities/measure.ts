import { INSTRUCTION_KEYS } from '../enums/assessment';
import { MEASURE_TYPES } from '../enums/catalogs';
import type { DocumentType } from '../enums/entity-types';
import type { DocumentData } from './entity';
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
 * Shared by the recurring measure, which adds its interval.
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

/** A measure whose effectiveness was checked stays done (docs/domain/measures.md MEA-7). */
const checkedWhileOpen = (data: DocumentData) => typeof data.isEffective === 'boolean' && data.isDone !== true;

/**
 * A measure (domain.md §3 Measure): what is to be done, by whom and until when, and whether it
 * worked. It belongs to the document it came from (`origin`) and takes that document's place in
 * the organisation. "At least one measure" of §5 is not a rule of one measure document: it is
 * read as the lists that create several measures at once (derive measures from a regulation).
 * Beyond the spec's fields (decision 0034): the day it was done, the due day and time of its
 * effectiveness check, pictures after it was done, and the measure it follows up. A measure of
 * a regulation may name the change or required action it came from (`originChange`,
 * `originRequiredAction`, docs/domain/regulations.md RGL-17); a measure of
 * a risk names the risk in its origin assessment (`originRisk`) and the section of the operating
 * instruction it belongs to (`instructionKey`, domain.md §3 Risk assessment; decision 0037).
 */
export const measure = defineEntity({
  type: 'MEASURE',
  label: /*i18n*/ { id: 'entity.measure', message: 'Measure' },
  pluralLabel: /*i18n*/ { id: 'entity.measure.plural', message: 'Measures' },
  resource: 'MEASURES',
  module: 'MEASURE_MANAGEMENT',
  titleField: 'name',
  scope: { fields: ['origin'] },
  fields: {
    ...MEASURE_FIELDS,
    pictures: {
      ...MEASURE_FIELDS.pictures,
      label: /*i18n*/ { id: 'field.measure.picturesBefore', message: 'Pictures before' },
    },
    picturesAfter: {
      kind: 'file',
      label: /*i18n*/ { id: 'field.measure.picturesAfter', message: 'Pictures after' },
      multiple: true,
      accept: 'image',
    },
    doneAt: { kind: 'date', label: /*i18n*/ { id: 'field.measure.doneAt', message: 'Done on' } },
    effectivenessCheckDueAt: {
      kind: 'date',
      label: /*i18n*/ { id: 'field.measure.effectivenessCheckDueAt', message: 'Effectiveness check due' },
    },
    effectivenessCheckedAt: {
      kind: 'date',
      time: true,
      label: /*i18n*/ { id: 'field.measure.effectivenessCheckedAt', message: 'Effectiveness checked on' },
    },
    followUpOf: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.measure.followUpOf', message: 'Follow-up of' },
      to: ['MEASURE'],
    },
    originRisk: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.measure.originRisk', message: 'Risk' },
      maxLength: 200,
    },
    originChange: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.measure.originChange', message: 'Change of the regulation' },
      maxLength: 200,
    },
    originRequiredAction: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.measure.originRequiredAction', message: 'Required action of the regulation' },
      maxLength: 200,
    },
    instructionKey: {
      kind: 'enum',
      label: /*i18n*/ {
        id: 'field.measure.instructionKey',
        message: 'Section of the operating instruction',
      },
      values: INSTRUCTION_KEYS,
    },
  },
  sections: [
    {
      key: 'measure',
      title: /*i18n*/ { id: 'section.measure.measure', message: 'Measure' },
      fields: [
        'name',
        'origin',
        'followUpOf',
        'measureType',
        'responsible',
        'description',
        'deadlineAt',
        'isActionNeeded',
        'isRecurring',
        'originRisk',
        'originChange',
        'originRequiredAction',
        'instructionKey',
      ],
    },
    {
      key: 'completion',
      title: /*i18n*/ { id: 'section.measure.completion', message: 'Completion' },
      fields: ['isDone', 'doneAt', 'pictures', 'picturesAfter'],
    },
    {
      key: 'effectiveness',
      title: /*i18n*/ { id: 'section.measure.effectiveness', message: 'Effectiveness check' },
      fields: [
        'effectivenessCheckDueAt',
        'isEffective',
        'effectivenessCheckedBy',
        'effectivenessCheckedAt',
        'effectivenessDescription',
      ],
    },
  ],
  rules: [
    {
      message: /*i18n*/ {
        id: 'rule.measure.oneRegulationItem',
        message: 'A measure comes from one change or one required action of its regulation, not both',
      },
      path: ['originRequiredAction'],
      valid: (data) => typeof data.originChange !== 'string' || typeof data.originRequiredAction !== 'string',
    },
    {
      message: /*i18n*/ {
        id: 'rule.measure.checkedStaysDone',
        message: 'A measure whose effectiveness was checked stays done',
      },
      path: ['isDone'],
      valid: (data) => !checkedWhileOpen(data),
    },
    {
      message: /*i18n*/ {
        id: 'rule.measure.riskInstructionKey',
        message: 'A measure of a risk names the section of the operating instruction it belongs to',
      },
      path: ['instructionKey'],
      valid: (data) => typeof data.originRisk !== 'string' || typeof data.instructionKey === 'string',
    },
  ],
});
