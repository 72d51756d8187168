import { APPLICATION_SCOPES, FIELD_OF_LAW_LIMITATIONS, FIELDS_OF_LAW } from '../enums/regulation';
import type { FieldMap } from './fields';
import { LABELS } from './labels';

/**
 * Fields shared by a regulation, an individual regulation and a regulation report
 * (domain.md §3 Regulation, Individual regulation); declared once so that the labels agree.
 */

/** The reporting period of a report: from one date to another. */
export const reportFields = {
  publishedAt: {
    kind: 'date',
    label: /*i18n*/ { id: 'field.regulationReport.publishedAt', message: 'Published at' },
    column: true,
  },
  span: {
    kind: 'group',
    label: /*i18n*/ { id: 'field.regulationReport.span', message: 'Reporting period' },
    column: true,
    fields: {
      from: { kind: 'date', label: /*i18n*/ { id: 'field.regulationReport.span.from', message: 'From' } },
      to: { kind: 'date', label: /*i18n*/ { id: 'field.regulationReport.span.to', message: 'To' } },
    },
  },
} as const satisfies FieldMap;

/** A change of a regulation as a report lists it; the regulation's changes also have attachments. */
export const changeFields = {
  changeAt: {
    kind: 'date',
    label: /*i18n*/ { id: 'field.regulation.changes.changeAt', message: 'Date of change' },
    required: true,
  },
  content: {
    kind: 'richText',
    label: /*i18n*/ { id: 'field.regulation.changes.content', message: 'Content of the change' },
  },
} as const satisfies FieldMap;

/** A required action as a report lists it; the regulation's also name the concerned customers. */
export const requiredActionFields = {
  content: {
    kind: 'richText',
    label: /*i18n*/ { id: 'field.regulation.requiredActions.content', message: 'Required action' },
  },
  remarks: {
    kind: 'text',
    label: /*i18n*/ { id: 'field.regulation.requiredActions.remarks', message: 'Remarks' },
    multiline: true,
  },
} as const satisfies FieldMap;

/** The fields of a regulation that a tenant's own (individual) regulation has too. */
export const regulationCoreFields = {
  name: { kind: 'text', label: LABELS.name, required: true, column: true },
  content: {
    kind: 'richText',
    label: /*i18n*/ { id: 'field.regulation.content', message: 'Content' },
    required: true,
  },
  issuedAt: { kind: 'date', label: /*i18n*/ { id: 'field.regulation.issuedAt', message: 'Issued at' } },
  lastChangeAt: {
    kind: 'date',
    label: /*i18n*/ { id: 'field.regulation.lastChangeAt', message: 'Last change' },
    required: true,
    column: true,
  },
  applicationScope: {
    kind: 'enum',
    label: /*i18n*/ { id: 'field.regulation.applicationScope', message: 'Scope of application' },
    values: APPLICATION_SCOPES,
    column: true,
  },
  fieldOfLaw: {
    kind: 'enum',
    label: /*i18n*/ { id: 'field.regulation.fieldOfLaw', message: 'Field of law' },
    values: FIELDS_OF_LAW,
    column: true,
  },
  fieldOfLawLimitation: {
    kind: 'enum',
    label: /*i18n*/ { id: 'field.regulation.fieldOfLawLimitation', message: 'Territorial limitation' },
    values: FIELD_OF_LAW_LIMITATIONS,
  },
  responsible: { kind: 'reference', label: LABELS.responsible, to: ['EMPLOYEE'] },
  isActive: {
    kind: 'boolean',
    label: /*i18n*/ { id: 'field.regulation.isActive', message: 'Active' },
    required: true,
    column: true,
  },
  changes: {
    kind: 'keyedList',
    label: /*i18n*/ { id: 'field.regulation.changes', message: 'Changes' },
    fields: {
      ...changeFields,
      attachments: {
        kind: 'file',
        label: /*i18n*/ { id: 'field.regulation.changes.attachments', message: 'Attachments' },
        multiple: true,
      },
    },
  },
} as const satisfies FieldMap;
