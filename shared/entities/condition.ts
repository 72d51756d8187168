import { CONDITION_TYPES } from '../enums/catalogs';
import { defineEntity } from './entity';
import { LABELS } from './labels';

/**
 * A condition (domain.md §3 Condition) attached to a permit: a requirement or an ancillary
 * provision, with the section of the permit it comes from and its measures. It takes the place
 * of its permit in the organisation.
 */
export const condition = defineEntity({
  type: 'CONDITION',
  label: /*i18n*/ { id: 'entity.condition', message: 'Condition' },
  pluralLabel: /*i18n*/ { id: 'entity.condition.plural', message: 'Conditions' },
  resource: 'CONDITIONS',
  module: 'PERMIT_MANAGEMENT',
  titleField: 'name',
  scope: { fields: ['permit'] },
  fields: {
    conditionType: {
      kind: 'enum',
      label: /*i18n*/ { id: 'field.condition.conditionType', message: 'Type of condition' },
      values: CONDITION_TYPES,
      required: true,
      column: true,
    },
    name: { kind: 'text', label: LABELS.name, required: true, column: true },
    permit: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.condition.permit', message: 'Permit' },
      to: ['PERMIT'],
      required: true,
      column: true,
    },
    section: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.condition.section', message: 'Section' },
      maxLength: 200,
      column: true,
    },
    description: { kind: 'richText', label: LABELS.description },
    measures: { kind: 'reference', label: LABELS.measures, to: ['MEASURE'], multiple: true },
  },
});
