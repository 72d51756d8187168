import type { DeriveAction } from '../screens';
import { deriveFromSource } from './derive-from-source';

const hint = /*i18n*/ {
  id: 'operatingInstruction.derive.hint',
  message: 'The instruction remembers its source and shows when the source changes.',
};

function instructionAction(id: string, target: DeriveAction['target'], sourceField: string): DeriveAction {
  return {
    id,
    target,
    sourceField,
    chooseLanguage: true,
    label: /*i18n*/ { id: 'operatingInstruction.derive', message: 'Derive operating instruction' },
    hint,
    derive: async (source, { db, language }) => {
      const { derived, record } = await deriveFromSource(db, source, language);
      return { ...derived.data, derivation: record };
    },
  };
}

/** OI-3: a substance instruction from a substance or an activity, a work equipment instruction from a risk assessment. */
export const INSTRUCTION_FROM_SUBSTANCE = instructionAction(
  'instruction-from-substance',
  'SUBSTANCE_INSTRUCTION',
  'target',
);
export const INSTRUCTION_FROM_ACTIVITY = instructionAction(
  'instruction-from-activity',
  'SUBSTANCE_INSTRUCTION',
  'target',
);
export const INSTRUCTION_FROM_RISK_ASSESSMENT = instructionAction(
  'instruction-from-risk-assessment',
  'WORK_EQUIPMENT_INSTRUCTION',
  'riskAssessment',
);
