import { defineEntity } from './entity';
import { reportFields } from './regulation-fields';

/**
 * A regulation report (domain.md §3 Regulation, screen "regulation reports", list only):
 * the changes of a regulation published for a reporting period.
 */
export const regulationReport = defineEntity({
  type: 'REGULATION_REPORT',
  label: /*i18n*/ { id: 'entity.regulationReport', message: 'Regulation report' },
  pluralLabel: /*i18n*/ { id: 'entity.regulationReport.plural', message: 'Regulation reports' },
  resource: 'REPORTS',
  module: 'REGULATION_MANAGEMENT_MANAGER',
  titleField: 'publishedAt',
  scope: { fields: [] },
  fields: {
    ...reportFields,
    regulation: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.regulationReport.regulation', message: 'Regulation' },
      to: ['REGULATION'],
      column: true,
    },
  },
});
