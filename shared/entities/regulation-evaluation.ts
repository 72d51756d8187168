import { APPLICABILITIES, FULFILMENTS } from '../enums/regulation';
import { defineEntity } from './entity';

/**
 * A customer's compliance evaluation of one obligation (docs/domain/regulations.md RGL-10 …
 * RGL-12; ISO 14001/45001 9.1.2): a delivered regulation's required action, or the customer's
 * own individual regulation as a whole. The evaluation is the customer's document; its manager
 * never receives it (decision 0043). Who evaluated and when are settled by the server.
 */
export const regulationEvaluation = defineEntity({
  type: 'REGULATION_EVALUATION',
  label: /*i18n*/ { id: 'entity.regulationEvaluation', message: 'Compliance evaluation' },
  pluralLabel: /*i18n*/ { id: 'entity.regulationEvaluation.plural', message: 'Compliance evaluations' },
  resource: 'REGULATIONS',
  module: 'REGULATION_MANAGEMENT_CUSTOMER',
  titleField: 'applicability',
  scope: { fields: [] },
  fields: {
    regulation: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.regulationEvaluation.regulation', message: 'Regulation' },
      to: ['REGULATION', 'INDIVIDUAL_REGULATION'],
      required: true,
      column: true,
    },
    requiredAction: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.regulationEvaluation.requiredAction', message: 'Required action' },
      maxLength: 64,
    },
    applicability: {
      kind: 'enum',
      label: /*i18n*/ { id: 'field.regulationEvaluation.applicability', message: 'Applicability' },
      values: APPLICABILITIES,
      required: true,
      column: true,
    },
    fulfilment: {
      kind: 'enum',
      label: /*i18n*/ { id: 'field.regulationEvaluation.fulfilment', message: 'Fulfilment' },
      values: FULFILMENTS,
      column: true,
    },
    evidence: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.regulationEvaluation.evidence', message: 'Evidence' },
      maxLength: 4000,
      multiline: true,
    },
    evidenceFiles: {
      kind: 'file',
      label: /*i18n*/ { id: 'field.regulationEvaluation.evidenceFiles', message: 'Evidence files' },
      multiple: true,
    },
    evaluatedBy: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.regulationEvaluation.evaluatedBy', message: 'Evaluated by' },
      to: ['EMPLOYEE'],
      column: true,
    },
    evaluatedAt: {
      kind: 'date',
      time: true,
      label: /*i18n*/ { id: 'field.regulationEvaluation.evaluatedAt', message: 'Evaluated at' },
      column: true,
    },
  },
  rules: [
    {
      message: /*i18n*/ {
        id: 'rule.regulationEvaluation.fulfilmentOfApplicable',
        message: 'Choose whether an applicable obligation is fulfilled, not fulfilled or open',
      },
      path: ['fulfilment'],
      valid: (data) => data.applicability !== 'APPLIES' || typeof data.fulfilment === 'string',
    },
  ],
});
