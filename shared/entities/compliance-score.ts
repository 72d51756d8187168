import { defineEntity } from './entity';

/**
 * One week's compliance score of the whole tenant (docs/domain/compliance.md CMP-9,
 * docs/decisions/0054-weekly-score-history.md), written by the server's weekly job and never by
 * a device. It sits at no location, so only those who read reports everywhere receive it: the
 * score covers every document of the tenant.
 */
export const complianceScoreRecord = defineEntity({
  type: 'COMPLIANCE_SCORE',
  label: /*i18n*/ { id: 'entity.complianceScore', message: 'Weekly compliance score' },
  pluralLabel: /*i18n*/ { id: 'entity.complianceScore.plural', message: 'Weekly compliance scores' },
  resource: 'REPORTS',
  module: null,
  titleField: 'week',
  scope: { fields: [] },
  access: { clientPatchesOnly: [] },
  fields: {
    week: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.complianceScore.week', message: 'Week' },
      maxLength: 8,
      required: true,
      column: true,
    },
    recordedOn: {
      kind: 'date',
      label: /*i18n*/ { id: 'field.complianceScore.recordedOn', message: 'Recorded on' },
      required: true,
      column: true,
    },
    grade: {
      kind: 'number',
      label: /*i18n*/ { id: 'field.complianceScore.grade', message: 'Grade' },
      integer: true,
      min: 1,
      max: 6,
      required: true,
      column: true,
    },
    percent: {
      kind: 'number',
      label: /*i18n*/ { id: 'field.complianceScore.percent', message: 'Share met (%)' },
      min: 0,
      max: 100,
      required: true,
      column: true,
    },
    metWeight: {
      kind: 'number',
      label: /*i18n*/ { id: 'field.complianceScore.metWeight', message: 'Weight met' },
      min: 0,
    },
    totalWeight: {
      kind: 'number',
      label: /*i18n*/ { id: 'field.complianceScore.totalWeight', message: 'Total weight' },
      min: 0,
    },
    missing: {
      kind: 'number',
      label: /*i18n*/ { id: 'field.complianceScore.missing', message: 'Missing documents' },
      integer: true,
      min: 0,
    },
  },
});
