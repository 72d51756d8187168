import { STRESS_SUB_FACTOR_CODES, subFactorFits } from '../domain/risk-assessments';
import { CONSEQUENCE_RATINGS, PROBABILITY_MAX, PROBABILITY_MIN, STRESS_FACTORS } from '../enums/assessment';
import { defineEntity } from './entity';
import type { FieldMap } from './fields';
import { LABELS } from './labels';

const filled = (value: unknown) => Array.isArray(value) && value.length > 0;
const risksOf = (data: Record<string, unknown>) =>
  Array.isArray(data.risks) ? (data.risks as Record<string, unknown>[]) : [];

/** A risk evaluation: consequence A–E and probability 1–5 (domain.md §3, §9). */
const evaluationFields: FieldMap = {
  consequence: {
    kind: 'enum',
    label: /*i18n*/ { id: 'field.riskAssessment.evaluation.consequence', message: 'Consequence' },
    values: CONSEQUENCE_RATINGS,
  },
  probability: {
    kind: 'number',
    label: /*i18n*/ { id: 'field.riskAssessment.evaluation.probability', message: 'Probability' },
    integer: true,
    min: PROBABILITY_MIN,
    max: PROBABILITY_MAX,
  },
};

/**
 * A risk assessment (domain.md §3 Risk assessment) with its risks. A risk rates itself on the
 * matrix before and after its measures (decision 0036) and may carry a GDA sub-factor of its
 * hazard factor; its measures are the measure documents naming it (`originRisk`, decision 0037),
 * not a list of its own. The last revision and its reviser are settled by the server (RA-9).
 */
export const riskAssessment = defineEntity({
  type: 'RISK_ASSESSMENT',
  label: /*i18n*/ { id: 'entity.riskAssessment', message: 'Risk assessment' },
  pluralLabel: /*i18n*/ { id: 'entity.riskAssessment.plural', message: 'Risk assessments' },
  resource: 'RISK_ASSESSMENTS',
  module: 'RISK_ASSESSMENTS',
  titleField: 'name',
  scope: { fields: ['workEnvironments', 'storageOrWorkEquipments'] },
  fields: {
    name: { kind: 'text', label: LABELS.name, required: true, column: true },
    workEnvironments: {
      kind: 'reference',
      label: LABELS.workEnvironments,
      to: ['LOCATION', 'DEPARTMENT'],
      multiple: true,
      column: true,
    },
    storageOrWorkEquipments: {
      kind: 'reference',
      label: LABELS.storageOrWorkEquipments,
      to: ['WORK_EQUIPMENT', 'STORAGE'],
      multiple: true,
      column: true,
    },
    substances: { kind: 'reference', label: LABELS.substances, to: ['SUBSTANCE'], multiple: true },
    revisionInterval: { kind: 'number', label: LABELS.revisionInterval, integer: true, min: 1 },
    nextRevisionAt: {
      kind: 'date',
      label: /*i18n*/ { id: 'field.riskAssessment.nextRevisionAt', message: 'Next revision' },
      column: true,
    },
    lastRevisedAt: {
      kind: 'date',
      label: /*i18n*/ { id: 'field.riskAssessment.lastRevisedAt', message: 'Last revised on' },
    },
    lastRevisedBy: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.riskAssessment.lastRevisedBy', message: 'Last revised by' },
      to: ['EMPLOYEE'],
    },
    responsible: { kind: 'reference', label: LABELS.responsible, to: ['EMPLOYEE'], column: true },
    linkedRiskAssessments: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.riskAssessment.linkedRiskAssessments', message: 'Linked risk assessments' },
      to: ['RISK_ASSESSMENT'],
      multiple: true,
    },
    undoneNewMeasureCount: {
      kind: 'number',
      label: /*i18n*/ { id: 'field.riskAssessment.undoneNewMeasureCount', message: 'Open new measures' },
      integer: true,
      min: 0,
      // RA-11: counted by the server from the measure documents naming the assessment (decision 0037).
      derived: true,
      column: true,
    },
    risks: {
      kind: 'keyedList',
      label: /*i18n*/ { id: 'field.riskAssessment.risks', message: 'Risks' },
      ordered: true,
      fields: {
        name: { kind: 'text', label: LABELS.name, required: true },
        description: { kind: 'richText', label: LABELS.description },
        protectionTarget: {
          kind: 'text',
          label: /*i18n*/ { id: 'field.riskAssessment.risks.protectionTarget', message: 'Protection goal' },
          multiline: true,
        },
        stressFactor: {
          kind: 'enum',
          label: /*i18n*/ { id: 'field.riskAssessment.risks.stressFactor', message: 'Hazard factor' },
          values: STRESS_FACTORS,
        },
        stressSubFactor: {
          kind: 'enum',
          label: /*i18n*/ { id: 'field.riskAssessment.risks.stressSubFactor', message: 'Sub-factor' },
          values: STRESS_SUB_FACTOR_CODES,
        },
        pictures: { kind: 'file', label: LABELS.pictures, accept: 'image', multiple: true },
        preMeasuresEvaluation: {
          kind: 'group',
          label: /*i18n*/ {
            id: 'field.riskAssessment.risks.preMeasuresEvaluation',
            message: 'Evaluation before measures',
          },
          fields: evaluationFields,
        },
        postMeasuresEvaluation: {
          kind: 'group',
          label: /*i18n*/ {
            id: 'field.riskAssessment.risks.postMeasuresEvaluation',
            message: 'Evaluation after measures',
          },
          fields: evaluationFields,
        },
        personalMeasuresReason: {
          kind: 'text',
          label: /*i18n*/ {
            id: 'field.riskAssessment.risks.personalMeasuresReason',
            message: 'Why substitution, technical and organisational measures are not enough',
          },
          multiline: true,
          maxLength: 1000,
        },
      },
    },
  },
  rules: [
    {
      message: /*i18n*/ {
        id: 'rule.riskAssessment.equipmentOrEnvironment',
        message: 'Choose at least one work equipment or storage, or a work environment',
      },
      path: ['storageOrWorkEquipments'],
      valid: (data) => filled(data.storageOrWorkEquipments) || filled(data.workEnvironments),
    },
    {
      message: /*i18n*/ {
        id: 'rule.riskAssessment.subFactorOfFactor',
        message: 'The sub-factor belongs to another hazard factor',
      },
      path: ['risks'],
      valid: (data) => risksOf(data).every((risk) => subFactorFits(risk.stressFactor, risk.stressSubFactor)),
    },
  ],
});
