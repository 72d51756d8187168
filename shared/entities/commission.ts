import { nextQualifications } from '../domain/due';
import { defineEntity } from './entity';
import { LABELS } from './labels';

/**
 * A commission (domain.md §3 Commission, German "Beauftragung"): employees commissioned in
 * writing to operate work equipment (e.g. a forklift driving commission), with the
 * qualifications that must be renewed at an interval.
 */
export const commission = defineEntity({
  type: 'COMMISSION',
  label: /*i18n*/ { id: 'entity.commission', message: 'Commission' },
  pluralLabel: /*i18n*/ { id: 'entity.commission.plural', message: 'Commissions' },
  resource: 'COMMISSIONS',
  module: 'COMMISSION_MANAGEMENT',
  titleField: 'name',
  scope: { fields: ['workEquipments'] },
  fields: {
    name: { kind: 'text', label: LABELS.name, required: true, column: true },
    isDrivingCommission: {
      kind: 'boolean',
      label: /*i18n*/ { id: 'field.commission.isDrivingCommission', message: 'Driving commission' },
      column: true,
    },
    workEquipments: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.commission.workEquipments', message: 'Work equipment' },
      to: ['WORK_EQUIPMENT'],
      multiple: true,
      required: true,
      column: true,
    },
    qualificationRenewalRequired: {
      kind: 'boolean',
      label: /*i18n*/ {
        id: 'field.commission.qualificationRenewalRequired',
        message: 'Qualification must be renewed',
      },
      column: true,
    },
    qualificationIntervalInMonths: {
      kind: 'number',
      label: /*i18n*/ {
        id: 'field.commission.qualificationIntervalInMonths',
        message: 'Qualification interval (months)',
      },
      integer: true,
      min: 1,
      column: true,
    },
    assignments: {
      kind: 'keyedList',
      label: /*i18n*/ { id: 'field.commission.assignments', message: 'Commissioned employees' },
      fields: {
        employee: { kind: 'reference', label: LABELS.employee, to: ['EMPLOYEE'], required: true },
        commissionAt: {
          kind: 'date',
          label: /*i18n*/ { id: 'field.commission.assignments.commissionAt', message: 'Commissioned on' },
          required: true,
        },
        files: {
          kind: 'file',
          label: /*i18n*/ { id: 'field.commission.assignments.files', message: 'Written commission' },
          multiple: true,
          required: true,
        },
      },
    },
    qualifications: {
      kind: 'keyedList',
      label: /*i18n*/ { id: 'field.commission.qualifications', message: 'Qualifications' },
      fields: {
        qualificationAt: {
          kind: 'date',
          label: /*i18n*/ { id: 'field.commission.qualifications.qualificationAt', message: 'Qualified on' },
          required: true,
        },
        files: {
          kind: 'file',
          label: /*i18n*/ { id: 'field.commission.qualifications.files', message: 'Evidence' },
          multiple: true,
        },
        nextQualificationAt: {
          kind: 'date',
          label: /*i18n*/ {
            id: 'field.commission.qualifications.nextQualificationAt',
            message: 'Next qualification due',
          },
          derived: true,
        },
      },
    },
  },
  /** Each qualification's renewal date follows from the day it was gained and the interval (docs/domain/deadlines.md DL-7). */
  derive: { version: 1, values: nextQualifications },
  rules: [
    {
      message: /*i18n*/ {
        id: 'rule.commission.qualificationInterval',
        message: 'Enter the interval in months when the qualification must be renewed',
      },
      path: ['qualificationIntervalInMonths'],
      valid: (data) =>
        data.qualificationRenewalRequired !== true ||
        (typeof data.qualificationIntervalInMonths === 'number' && data.qualificationIntervalInMonths >= 1),
    },
  ],
});
