import { defineEntity } from './entity';
import type { FieldMap } from './fields';
import { changeFields, reportFields, requiredActionFields } from './regulation-fields';

/** What a published report lists of one regulation (docs/domain/regulations.md RGL-14). */
const entryFields = {
  name: {
    kind: 'text',
    label: /*i18n*/ { id: 'field.regulationReport.entries.name', message: 'Regulation' },
    required: true,
  },
  isNew: {
    kind: 'boolean',
    label: /*i18n*/ { id: 'field.regulationReport.entries.isNew', message: 'New in the period' },
  },
  issuedAt: { kind: 'date', label: /*i18n*/ { id: 'field.regulation.issuedAt', message: 'Issued at' } },
  lastChangeAt: { kind: 'date', label: /*i18n*/ { id: 'field.regulation.lastChangeAt', message: 'Last change' } },
  changes: {
    kind: 'keyedList',
    label: /*i18n*/ { id: 'field.regulation.changes', message: 'Changes' },
    fields: changeFields,
  },
  requiredActions: {
    kind: 'keyedList',
    label: /*i18n*/ { id: 'field.regulation.requiredActions', message: 'Required actions' },
    fields: requiredActionFields,
  },
} as const satisfies FieldMap;

/**
 * A regulation report (domain.md §3 Regulation "reports: publishedAt, span"; screen "regulation
 * reports", list only): for one customer and a reporting period, the regulations new or changed in
 * it with their changes and the required actions addressed to the customer. The manager publishes
 * it; the server then writes what it lists and the day, and delivers it to the customer
 * (docs/domain/regulations.md RGL-14 … RGL-16).
 */
export const regulationReport = defineEntity({
  type: 'REGULATION_REPORT',
  label: /*i18n*/ { id: 'entity.regulationReport', message: 'Regulation report' },
  pluralLabel: /*i18n*/ { id: 'entity.regulationReport.plural', message: 'Regulation reports' },
  resource: 'REPORTS',
  module: 'REGULATION_MANAGEMENT_MANAGER',
  titleField: 'customer',
  scope: { fields: [] },
  // A customer tenant reads the reports published to it and writes none of them (RGL-16).
  access: { readModules: ['REGULATION_MANAGEMENT_CUSTOMER'], deliveredField: 'publishedBy' },
  fields: {
    customer: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.regulationReport.customer', message: 'Customer' },
      maxLength: 64,
      required: true,
      column: true,
    },
    ...reportFields,
    isPublished: {
      kind: 'boolean',
      label: /*i18n*/ { id: 'field.regulation.isPublished', message: 'Published' },
    },
    publishedBy: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.regulation.publishedBy', message: 'Published by' },
      maxLength: 200,
    },
    entries: {
      kind: 'keyedList',
      label: /*i18n*/ { id: 'field.regulationReport.entries', message: 'Regulations in the report' },
      fields: entryFields,
    },
  },
  rules: [
    {
      message: /*i18n*/ { id: 'rule.regulationReport.span', message: 'Enter the first and the last day of the period' },
      path: ['span'],
      valid: (data) => {
        const span = data.span as { from?: unknown; to?: unknown } | undefined;
        return typeof span?.from === 'string' && typeof span.to === 'string' && span.from <= span.to;
      },
    },
  ],
});
