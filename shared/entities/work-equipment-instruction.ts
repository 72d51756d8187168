import { sourceChanged } from '../domain/operating-instructions';
import type { DocumentData, DocumentLookup, EntityWarning } from './entity';
import { defineEntity } from './entity';
import { LABELS } from './labels';
import {
  instructionDerivation,
  instructionScreenSections,
  instructionSectionFields,
  SOURCE_CHANGED,
} from './operating-instruction-fields';

const KIND = 'WORK_EQUIPMENT';
const SECTIONS = instructionScreenSections(KIND, [
  'name',
  'riskAssessment',
  'storageOrWorkEquipments',
  'workEnvironments',
  'responsible',
]);

const filled = (value: unknown) => Array.isArray(value) && value.length > 0;
const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const RISK_ASSESSMENT_EQUIPMENT_DIFFERS: EntityWarning = {
  code: 'riskAssessmentEquipmentDiffers',
  message: /*i18n*/ {
    id: 'warning.workEquipmentInstruction.riskAssessmentEquipmentDiffers',
    message: 'The selected risk assessment contains equipment that differs from the selected equipment',
  },
};

/**
 * domain.md §5 warning: the linked risk assessment covers work equipment or storages that are
 * not among the instruction's own. Extra equipment on the instruction is not a difference of
 * the risk assessment; an unknown risk assessment (not yet synced, deleted) gives no warning.
 */
export function riskAssessmentEquipmentDiffers(data: DocumentData, lookup: DocumentLookup): boolean {
  if (typeof data.riskAssessment !== 'string') return false;
  const assessment = lookup(data.riskAssessment);
  if (assessment?.type !== 'RISK_ASSESSMENT') return false;
  const selected = new Set(ids(data.storageOrWorkEquipments));
  return ids(assessment.data.storageOrWorkEquipments).some((id) => !selected.has(id));
}

/**
 * An operating instruction for work equipment (domain.md §3 Work equipment instruction): the
 * substance instruction's structure, linked to one risk assessment, with measures, rules of
 * conduct and maintenance instead of disposal.
 */
export const workEquipmentInstruction = defineEntity({
  type: 'WORK_EQUIPMENT_INSTRUCTION',
  label: /*i18n*/ { id: 'entity.workEquipmentInstruction', message: 'Work equipment operating instruction' },
  pluralLabel: /*i18n*/ {
    id: 'entity.workEquipmentInstruction.plural',
    message: 'Work equipment operating instructions',
  },
  resource: 'INSTRUCTIONS',
  module: 'OPERATING_INSTRUCTIONS',
  titleField: 'name',
  scope: { fields: ['workEnvironments', 'storageOrWorkEquipments'] },
  fields: {
    name: { kind: 'text', label: LABELS.name, required: true, column: true },
    riskAssessment: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.workEquipmentInstruction.riskAssessment', message: 'Risk assessment' },
      to: ['RISK_ASSESSMENT'],
      required: true,
      column: true,
    },
    storageOrWorkEquipments: {
      kind: 'reference',
      label: LABELS.storageOrWorkEquipments,
      to: ['WORK_EQUIPMENT', 'STORAGE'],
      multiple: true,
      column: true,
    },
    workEnvironments: {
      kind: 'reference',
      label: LABELS.workEnvironments,
      to: ['LOCATION', 'DEPARTMENT'],
      multiple: true,
      column: true,
    },
    revisionInterval: { kind: 'number', label: LABELS.revisionInterval, integer: true, min: 1 },
    responsible: { kind: 'reference', label: LABELS.responsible, to: ['EMPLOYEE'], column: true },

    ...instructionSectionFields(KIND),
  },
  derive: instructionDerivation,
  sections: SECTIONS,
  rules: [
    {
      message: /*i18n*/ {
        id: 'rule.workEquipmentInstruction.equipmentOrEnvironment',
        message: 'Choose at least one work equipment or storage, or a work environment',
      },
      path: ['storageOrWorkEquipments'],
      valid: (data) => filled(data.storageOrWorkEquipments) || filled(data.workEnvironments),
    },
  ],
  warnings: (data, lookup) => [
    ...(riskAssessmentEquipmentDiffers(data, lookup) ? [RISK_ASSESSMENT_EQUIPMENT_DIFFERS] : []),
    ...(sourceChanged(data, lookup) ? [SOURCE_CHANGED] : []),
  ],
});
