import { defineEntity } from './entity';
import { LABELS } from './labels';

/**
 * A permit (domain.md §3 Permit): an authority's approval for a piece of work equipment or a
 * storage, with its reference number, validity, documents and measures. Its conditions are
 * separate documents pointing to it. It takes the place of the equipment or storage.
 */
export const permit = defineEntity({
  type: 'PERMIT',
  label: /*i18n*/ { id: 'entity.permit', message: 'Permit' },
  pluralLabel: /*i18n*/ { id: 'entity.permit.plural', message: 'Permits' },
  resource: 'PERMITS',
  module: 'PERMIT_MANAGEMENT',
  titleField: 'name',
  scope: { fields: ['storageOrWorkEquipment'] },
  fields: {
    name: { kind: 'text', label: LABELS.name, required: true, column: true },
    storageOrWorkEquipment: {
      kind: 'reference',
      label: LABELS.storageOrWorkEquipment,
      to: ['WORK_EQUIPMENT', 'STORAGE'],
      required: true,
      column: true,
    },
    description: { kind: 'richText', label: LABELS.description },
    referenceNumber: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.permit.referenceNumber', message: 'Reference number' },
      maxLength: 200,
      column: true,
    },
    approvalDate: {
      kind: 'date',
      label: /*i18n*/ { id: 'field.permit.approvalDate', message: 'Approval date' },
      column: true,
    },
    limitedUntil: {
      kind: 'date',
      label: /*i18n*/ { id: 'field.permit.limitedUntil', message: 'Limited until' },
      column: true,
    },
    files: { kind: 'file', label: LABELS.files, multiple: true, accept: 'any' },
    measures: { kind: 'reference', label: LABELS.measures, to: ['MEASURE'], multiple: true },
  },
});
