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

const KIND = 'SUBSTANCE';
const SECTIONS = instructionScreenSections(KIND, [
  'name',
  'target',
  'substances',
  'activities',
  'storageOrWorkEquipments',
  'workEnvironments',
  'responsible',
]);

const filled = (value: unknown) => Array.isArray(value) && value.length > 0;
const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const ACTIVITY_SUBSTANCES_DIFFER: EntityWarning = {
  code: 'activitySubstancesDiffer',
  message: /*i18n*/ {
    id: 'warning.substanceInstruction.activitySubstancesDiffer',
    message: 'The selected activities contain substances that differ from the selected substances',
  },
};

/**
 * domain.md §5 warning: an activity of the instruction (the `activities` and a target that is
 * an activity) works with a substance that is not among the instruction's substances.
 * Activities the lookup does not know (not yet synced, deleted) are skipped.
 */
export function activitySubstancesDiffer(data: DocumentData, lookup: DocumentLookup): boolean {
  const selected = new Set(ids(data.substances));
  const activityIds = new Set([...ids(data.activities), ...ids([data.target])]);
  return [...activityIds].some((id) => {
    const document = lookup(id);
    if (document?.type !== 'ACTIVITY') return false;
    const substance = document.data.substance;
    return typeof substance === 'string' && !selected.has(substance);
  });
}

/** An operating instruction for hazardous substances (domain.md §3 Substance instruction). */
export const substanceInstruction = defineEntity({
  type: 'SUBSTANCE_INSTRUCTION',
  label: /*i18n*/ { id: 'entity.substanceInstruction', message: 'Substance operating instruction' },
  pluralLabel: /*i18n*/ { id: 'entity.substanceInstruction.plural', message: 'Substance operating instructions' },
  resource: 'INSTRUCTIONS',
  module: 'OPERATING_INSTRUCTIONS',
  titleField: 'name',
  scope: { fields: ['workEnvironments', 'storageOrWorkEquipments'] },
  fields: {
    name: { kind: 'text', label: LABELS.name, required: true, column: true },
    target: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.substanceInstruction.target', message: 'Subject (substance or activity)' },
      to: ['SUBSTANCE', 'ACTIVITY'],
      required: true,
      column: true,
    },
    substances: {
      kind: 'reference',
      label: LABELS.substances,
      to: ['SUBSTANCE'],
      multiple: true,
      required: true,
      column: true,
    },
    activities: { kind: 'reference', label: LABELS.activities, to: ['ACTIVITY'], multiple: true },
    storageOrWorkEquipments: {
      kind: 'reference',
      label: LABELS.storageOrWorkEquipments,
      to: ['WORK_EQUIPMENT', 'STORAGE'],
      multiple: true,
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
        id: 'rule.substanceInstruction.equipmentOrEnvironment',
        message: 'Choose at least one work equipment or storage, or a work environment',
      },
      path: ['storageOrWorkEquipments'],
      valid: (data) => filled(data.storageOrWorkEquipments) || filled(data.workEnvironments),
    },
  ],
  warnings: (data, lookup) => [
    ...(activitySubstancesDiffer(data, lookup) ? [ACTIVITY_SUBSTANCES_DIFFER] : []),
    ...(sourceChanged(data, lookup) ? [SOURCE_CHANGED] : []),
  ],
});
