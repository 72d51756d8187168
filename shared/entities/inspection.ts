import { nextInspection } from '../domain/due';
import { defineEntity } from './entity';
import { LABELS } from './labels';

/**
 * An inspection (domain.md §3 Inspection) of a piece of work equipment or a storage: its legal
 * basis, interval, who inspects, the evidence and the deficiencies found. It takes the place of
 * the inspected equipment or storage in the organisation.
 */
export const inspection = defineEntity({
  type: 'INSPECTION',
  label: /*i18n*/ { id: 'entity.inspection', message: 'Inspection' },
  pluralLabel: /*i18n*/ { id: 'entity.inspection.plural', message: 'Inspections' },
  resource: 'INSPECTIONS',
  module: 'MAINTENANCE',
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
    inspectionBasis: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.inspection.inspectionBasis', message: 'Basis of the inspection' },
      maxLength: 500,
    },
    inspectionInterval: {
      kind: 'number',
      label: /*i18n*/ { id: 'field.inspection.inspectionInterval', message: 'Inspection interval (months)' },
      integer: true,
      min: 1,
      max: 1200,
    },
    inspectionType: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.inspection.inspectionType', message: 'Type of inspection' },
      maxLength: 200,
    },
    description: { kind: 'richText', label: LABELS.description },
    inspectionEvidence: {
      kind: 'file',
      label: /*i18n*/ { id: 'field.inspection.inspectionEvidence', message: 'Inspection evidence' },
      multiple: true,
      accept: 'any',
    },
    inspectionQualification: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.inspection.inspectionQualification', message: 'Qualification of the inspector' },
      maxLength: 500,
    },
    inspectionBy: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.inspection.inspectionBy', message: 'Inspected by' },
      to: ['EMPLOYEE', 'CONTACT'],
    },
    responsible: { kind: 'reference', label: LABELS.responsible, to: ['EMPLOYEE'], column: true },
    deficienciesExist: {
      kind: 'boolean',
      label: /*i18n*/ { id: 'field.inspection.deficienciesExist', message: 'Deficiencies found' },
      column: true,
    },
    deficienciesDescription: {
      kind: 'richText',
      label: /*i18n*/ { id: 'field.inspection.deficienciesDescription', message: 'Description of the deficiencies' },
    },
    lastInspectionAt: {
      kind: 'date',
      label: /*i18n*/ { id: 'field.inspection.lastInspectionAt', message: 'Last inspection' },
      column: true,
    },
    nextInspectionAt: {
      kind: 'date',
      label: /*i18n*/ { id: 'field.inspection.nextInspectionAt', message: 'Next inspection' },
      column: true,
      derived: true,
    },
  },
  /** The next inspection follows from the last one and the interval (docs/domain/deadlines.md DL-5). */
  derive: { version: 1, values: nextInspection },
});
