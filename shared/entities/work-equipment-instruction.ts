import type { DocumentData, DocumentLookup, EntityWarning } from './entity';
import { defineEntity } from './entity';
import { LABELS } from './labels';

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

    activityDescription: {
      kind: 'richText',
      label: /*i18n*/ { id: 'field.workEquipmentInstruction.activityDescription', message: 'Scope of application' },
    },
    humanEnvDescription: {
      kind: 'richText',
      label: /*i18n*/ {
        id: 'field.workEquipmentInstruction.humanEnvDescription',
        message: 'Hazards to humans and the environment',
      },
    },
    humanEnvGhsSymbols: {
      kind: 'symbol',
      label: /*i18n*/ { id: 'field.workEquipmentInstruction.humanEnvGhsSymbols', message: 'GHS pictograms' },
      catalog: 'GHS',
      multiple: true,
    },
    humanEnvWarningSymbols: {
      kind: 'symbol',
      label: /*i18n*/ { id: 'field.workEquipmentInstruction.humanEnvWarningSymbols', message: 'Warning signs' },
      catalog: 'W',
      multiple: true,
    },
    measures: {
      kind: 'richText',
      label: /*i18n*/ { id: 'field.workEquipmentInstruction.measures', message: 'Protective measures' },
    },
    behaviorRules: {
      kind: 'richText',
      label: /*i18n*/ { id: 'field.workEquipmentInstruction.behaviorRules', message: 'Rules of conduct' },
    },
    mandatorySymbols: {
      kind: 'symbol',
      label: /*i18n*/ { id: 'field.workEquipmentInstruction.mandatorySymbols', message: 'Mandatory signs' },
      catalog: 'M',
      multiple: true,
    },
    prohibitionSymbols: {
      kind: 'symbol',
      label: /*i18n*/ { id: 'field.workEquipmentInstruction.prohibitionSymbols', message: 'Prohibition signs' },
      catalog: 'P',
      multiple: true,
    },
    malfunctionBehaviorDescription: {
      kind: 'richText',
      label: /*i18n*/ {
        id: 'field.workEquipmentInstruction.malfunctionBehaviorDescription',
        message: 'Behaviour in case of malfunction',
      },
    },
    fireProtectionSymbols: {
      kind: 'symbol',
      label: /*i18n*/ { id: 'field.workEquipmentInstruction.fireProtectionSymbols', message: 'Fire protection signs' },
      catalog: 'F',
      multiple: true,
    },
    firstAidDescription: {
      kind: 'richText',
      label: /*i18n*/ {
        id: 'field.workEquipmentInstruction.firstAidDescription',
        message: 'Behaviour in case of accidents, first aid',
      },
    },
    rescueSymbols: {
      kind: 'symbol',
      label: /*i18n*/ { id: 'field.workEquipmentInstruction.rescueSymbols', message: 'Rescue signs' },
      catalog: 'E',
      multiple: true,
    },
    maintenanceDescription: {
      kind: 'richText',
      label: /*i18n*/ { id: 'field.workEquipmentInstruction.maintenanceDescription', message: 'Maintenance' },
    },
    emergencyNumber: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.workEquipmentInstruction.emergencyNumber', message: 'Emergency number' },
      format: 'phone',
      maxLength: 50,
    },
  },
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
  warnings: (data, lookup) => (riskAssessmentEquipmentDiffers(data, lookup) ? [RISK_ASSESSMENT_EQUIPMENT_DIFFERS] : []),
});
