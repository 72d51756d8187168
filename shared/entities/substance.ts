import { casNumberProblem, ecNumberProblem, type RegistryNumberProblem } from '../domain/substances';
import { DATA_SHEET_LANGUAGES, PHASES, STORAGE_CLASSES, WATER_HAZARD_CLASSES } from '../enums/catalogs';
import { APPROVAL_STATES, SIGNAL_WORDS, SUBSTITUTION_RESULTS } from '../enums/substances';
import type { DocumentData } from './entity';
import { defineEntity } from './entity';
import { LABELS } from './labels';
import { SUBSTANCE_RULES, substanceDerivation, substanceWarnings } from './substance.rules';

/** Quantities a substance is stored in. */
const QUANTITY_UNITS = ['KG', 'G', 'MG', 'T', 'L', 'ML', 'M3'] as const;
/** Occupational exposure limits: mg/m³, or ml/m³ (ppm) for gases and vapours. */
const LIMIT_UNITS = ['MG_PER_M3', 'ML_PER_M3'] as const;
const UN_NUMBER = /^\d{4}$/;

function measurementValue(value: unknown): number | undefined {
  if (value === null || typeof value !== 'object' || !('value' in value)) return undefined;
  return typeof value.value === 'number' ? value.value : undefined;
}

/**
 * A valid limit (domain.md §5 "valid limit"): a value greater than 0 with its unit. The unit
 * is checked by the measurement field itself; an absent limit is allowed, because many
 * substances have no occupational exposure limit.
 */
export function isValidLimit(limit: unknown): boolean {
  if (limit === undefined || limit === null) return true;
  const value = measurementValue(limit);
  return value !== undefined && value > 0;
}

function additionalLimitsValid(data: DocumentData): boolean {
  const items = data.additionalLimits;
  if (!Array.isArray(items)) return true;
  return items.every(
    (item: unknown) => item !== null && typeof item === 'object' && 'limit' in item && isValidLimit(item.limit),
  );
}

/**
 * Whether a registry number field has not the given problem (docs/domain/substances.md SUB-2,
 * SUB-3); an empty field has none. The form and the check digit are two rules, so the message
 * says which is wrong.
 */
function registryNumberHasNo(
  field: string,
  problemOf: (value: string) => RegistryNumberProblem | undefined,
  problem: RegistryNumberProblem,
): (data: DocumentData) => boolean {
  return (data) => {
    const value = data[field];
    if (typeof value !== 'string' || value.trim() === '') return true;
    return problemOf(value) !== problem;
  };
}

/** A hazardous substance or mixture (domain.md §3 Substance). */
export const substance = defineEntity({
  type: 'SUBSTANCE',
  label: /*i18n*/ { id: 'entity.substance', message: 'Substance' },
  pluralLabel: /*i18n*/ { id: 'entity.substance.plural', message: 'Substances' },
  resource: 'SUBSTANCES',
  module: 'HAZARDOUS_SUBSTANCES',
  titleField: 'name',
  // A substance belongs where it is stored; the server reads the storages' scope.
  scope: { fields: ['storageLocations.storage'] },
  fields: {
    // Identity
    name: { kind: 'text', label: LABELS.name, required: true, column: true },
    commodityCode: { kind: 'text', label: /*i18n*/ { id: 'field.substance.commodityCode', message: 'Commodity code' } },
    egNumber: { kind: 'text', label: /*i18n*/ { id: 'field.substance.egNumber', message: 'EC number' }, maxLength: 20 },
    reachNumber: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.substance.reachNumber', message: 'REACH registration number' },
      maxLength: 40,
    },
    casNumber: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.substance.casNumber', message: 'CAS number' },
      maxLength: 20,
      column: true,
    },
    manufacturer: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.substance.manufacturer', message: 'Manufacturer' },
      column: true,
    },
    supplier: { kind: 'text', label: /*i18n*/ { id: 'field.substance.supplier', message: 'Supplier' } },

    storageLocations: {
      kind: 'keyedList',
      label: /*i18n*/ { id: 'field.substance.storageLocations', message: 'Storage locations' },
      required: true,
      fields: {
        storage: {
          kind: 'reference',
          label: /*i18n*/ { id: 'field.substance.storageLocations.storage', message: 'Storage' },
          to: ['STORAGE'],
          required: true,
        },
        quantity: {
          kind: 'measurement',
          label: /*i18n*/ { id: 'field.substance.storageLocations.quantity', message: 'Quantity' },
          units: QUANTITY_UNITS,
          required: true,
        },
      },
    },
    safetyDataSheetFiles: {
      kind: 'keyedList',
      label: /*i18n*/ { id: 'field.substance.safetyDataSheetFiles', message: 'Safety data sheets' },
      fields: {
        file: {
          kind: 'file',
          label: /*i18n*/ { id: 'field.substance.safetyDataSheetFiles.file', message: 'Safety data sheet' },
          accept: 'pdf',
        },
        issuedAt: {
          kind: 'date',
          label: /*i18n*/ { id: 'field.substance.safetyDataSheetFiles.issuedAt', message: 'Issued at' },
        },
        language: {
          kind: 'enum',
          label: /*i18n*/ { id: 'field.substance.safetyDataSheetFiles.language', message: 'Language' },
          values: DATA_SHEET_LANGUAGES,
        },
      },
    },
    composition: {
      kind: 'keyedList',
      label: /*i18n*/ { id: 'field.substance.composition', message: 'Composition' },
      composition: true,
      fields: {
        component: {
          kind: 'reference',
          label: /*i18n*/ { id: 'field.substance.composition.component', message: 'Component' },
          to: ['SUBSTANCE'],
          required: true,
        },
        // An exact proportion, as every row gave it before ranges (docs/decisions/0030-composition-ranges.md), or a range.
        proportion: {
          kind: 'number',
          label: /*i18n*/ { id: 'field.substance.composition.proportion', message: 'Exact proportion (%)' },
          min: 0,
          max: 100,
        },
        proportionFrom: {
          kind: 'number',
          label: /*i18n*/ { id: 'field.substance.composition.proportionFrom', message: 'Proportion from (%)' },
          min: 0,
          max: 100,
        },
        proportionTo: {
          kind: 'number',
          label: /*i18n*/ { id: 'field.substance.composition.proportionTo', message: 'Proportion to (%)' },
          min: 0,
          max: 100,
        },
      },
    },
    compositionComplete: {
      kind: 'boolean',
      label: /*i18n*/ {
        id: 'field.substance.compositionComplete',
        message: 'The components listed make up the whole substance',
      },
    },

    // Hazard information
    signalWord: {
      kind: 'enum',
      label: /*i18n*/ { id: 'field.substance.signalWord', message: 'Signal word' },
      values: SIGNAL_WORDS,
    },
    notesOnHazard: {
      kind: 'richText',
      label: /*i18n*/ { id: 'field.substance.notesOnHazard', message: 'Notes on hazards' },
    },
    hazardStatements: {
      kind: 'symbol',
      label: /*i18n*/ { id: 'field.substance.hazardStatements', message: 'Hazard statements (H and EUH)' },
      catalog: 'H_STATEMENT',
      multiple: true,
      column: true,
    },
    precautionaryStatements: {
      kind: 'symbol',
      label: /*i18n*/ { id: 'field.substance.precautionaryStatements', message: 'Precautionary statements (P)' },
      catalog: 'P_STATEMENT',
      multiple: true,
    },
    ghsSymbols: {
      kind: 'symbol',
      label: /*i18n*/ { id: 'field.substance.ghsSymbols', message: 'GHS pictograms' },
      catalog: 'GHS',
      multiple: true,
      column: true,
    },
    mandatorySymbols: {
      kind: 'symbol',
      label: /*i18n*/ { id: 'field.substance.mandatorySymbols', message: 'Mandatory signs' },
      catalog: 'M',
      multiple: true,
    },
    notesOnFireProtection: {
      kind: 'richText',
      label: /*i18n*/ { id: 'field.substance.notesOnFireProtection', message: 'Notes on fire protection' },
    },
    storageClasses: {
      kind: 'enum',
      label: /*i18n*/ { id: 'field.substance.storageClasses', message: 'Storage classes' },
      values: STORAGE_CLASSES,
      multiple: true,
      column: true,
    },

    // Limits
    workplaceLimit: {
      kind: 'measurement',
      label: /*i18n*/ { id: 'field.substance.workplaceLimit', message: 'Occupational exposure limit' },
      units: LIMIT_UNITS,
    },
    additionalLimits: {
      kind: 'keyedList',
      label: /*i18n*/ { id: 'field.substance.additionalLimits', message: 'Additional limits' },
      fields: {
        name: { kind: 'text', label: LABELS.name, required: true },
        limit: {
          kind: 'measurement',
          label: /*i18n*/ { id: 'field.substance.additionalLimits.limit', message: 'Limit' },
          units: LIMIT_UNITS,
          required: true,
        },
      },
    },

    // Physical properties
    phValue: {
      kind: 'number',
      label: /*i18n*/ { id: 'field.substance.phValue', message: 'pH value' },
      min: 0,
      max: 14,
    },
    smell: { kind: 'text', label: /*i18n*/ { id: 'field.substance.smell', message: 'Odour' } },
    color: { kind: 'text', label: /*i18n*/ { id: 'field.substance.color', message: 'Colour' } },
    phase: {
      kind: 'enum',
      label: /*i18n*/ { id: 'field.substance.phase', message: 'Physical state' },
      values: PHASES,
    },
    flashPoint: {
      kind: 'measurement',
      label: /*i18n*/ { id: 'field.substance.flashPoint', message: 'Flash point' },
      units: ['C'],
    },
    boilingPoint: {
      kind: 'measurement',
      label: /*i18n*/ { id: 'field.substance.boilingPoint', message: 'Boiling point' },
      units: ['C'],
    },
    vaporPressure: {
      kind: 'measurement',
      label: /*i18n*/ { id: 'field.substance.vaporPressure', message: 'Vapour pressure' },
      units: ['HPA', 'KPA', 'MPA'],
    },

    // Transport and water
    unNumber: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.substance.unNumber', message: 'UN number' },
      maxLength: 4,
    },
    hazardNumber: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.substance.hazardNumber', message: 'Hazard identification number' },
      maxLength: 4,
    },
    waterHazardClass: {
      kind: 'enum',
      label: /*i18n*/ { id: 'field.substance.waterHazardClass', message: 'Water hazard class' },
      values: WATER_HAZARD_CLASSES,
    },

    // Approval and substitution check (docs/domain/substances.md SUB-APR): the state and what the
    // user enters with each step; who and when of each step only the server writes (SUB-APR-5).
    approval: {
      kind: 'group',
      label: /*i18n*/ { id: 'field.substance.approval', message: 'Approval and substitution check' },
      fields: {
        state: {
          kind: 'enum',
          label: /*i18n*/ { id: 'field.substance.approval.state', message: 'State of the approval' },
          values: APPROVAL_STATES,
        },
        requestedBy: {
          kind: 'reference',
          label: /*i18n*/ { id: 'field.substance.approval.requestedBy', message: 'Requested by' },
          to: ['EMPLOYEE'],
        },
        requestedAt: {
          kind: 'date',
          time: true,
          label: /*i18n*/ { id: 'field.substance.approval.requestedAt', message: 'Requested at' },
        },
        substitutionCheck: {
          kind: 'richText',
          label: /*i18n*/ {
            id: 'field.substance.approval.substitutionCheck',
            message: 'Substitution check: alternatives considered',
          },
        },
        substitutedSubstances: {
          kind: 'reference',
          label: /*i18n*/ {
            id: 'field.substance.approval.substitutedSubstances',
            message: 'Substitutes considered from the register',
          },
          to: ['SUBSTANCE'],
          multiple: true,
        },
        substitutionResult: {
          kind: 'enum',
          label: /*i18n*/ { id: 'field.substance.approval.substitutionResult', message: 'Result of the check' },
          values: SUBSTITUTION_RESULTS,
        },
        substitutionCheckedBy: {
          kind: 'reference',
          label: /*i18n*/ { id: 'field.substance.approval.substitutionCheckedBy', message: 'Checked by' },
          to: ['EMPLOYEE'],
        },
        substitutionCheckedAt: {
          kind: 'date',
          time: true,
          label: /*i18n*/ { id: 'field.substance.approval.substitutionCheckedAt', message: 'Checked at' },
        },
        hasApproval: {
          kind: 'boolean',
          label: /*i18n*/ { id: 'field.substance.approval.hasApproval', message: 'Approved' },
        },
        approvalDate: {
          kind: 'date',
          label: /*i18n*/ { id: 'field.substance.approval.approvalDate', message: 'Approval date' },
        },
        approvedBy: {
          kind: 'reference',
          label: /*i18n*/ { id: 'field.substance.approval.approvedBy', message: 'Approved by' },
          to: ['EMPLOYEE'],
        },
        approvalReason: {
          kind: 'richText',
          label: /*i18n*/ { id: 'field.substance.approval.approvalReason', message: 'Reason for approval' },
        },
        rejectionReason: {
          kind: 'richText',
          label: /*i18n*/ { id: 'field.substance.approval.rejectionReason', message: 'Reason for rejection' },
        },
        rejectedBy: {
          kind: 'reference',
          label: /*i18n*/ { id: 'field.substance.approval.rejectedBy', message: 'Rejected by' },
          to: ['EMPLOYEE'],
        },
        rejectedAt: {
          kind: 'date',
          time: true,
          label: /*i18n*/ { id: 'field.substance.approval.rejectedAt', message: 'Rejected at' },
        },
      },
    },
    approvalState: {
      kind: 'enum',
      label: /*i18n*/ { id: 'field.substance.approvalState', message: 'Approval' },
      values: APPROVAL_STATES,
      derived: true,
      column: true,
    },
  },
  derive: substanceDerivation,
  sections: [
    {
      key: 'identity',
      title: /*i18n*/ { id: 'section.substance.identity', message: 'Identity' },
      fields: ['name', 'commodityCode', 'casNumber', 'egNumber', 'reachNumber', 'manufacturer', 'supplier'],
    },
    {
      key: 'storage',
      title: /*i18n*/ { id: 'section.substance.storage', message: 'Storage locations and quantities' },
      fields: ['storageLocations', 'storageClasses'],
    },
    {
      key: 'composition',
      title: /*i18n*/ { id: 'section.substance.composition', message: 'Composition' },
      fields: ['composition', 'compositionComplete'],
    },
    {
      key: 'hazards',
      title: /*i18n*/ { id: 'section.substance.hazards', message: 'Hazards' },
      fields: [
        'signalWord',
        'ghsSymbols',
        'hazardStatements',
        'precautionaryStatements',
        'notesOnHazard',
        'mandatorySymbols',
        'notesOnFireProtection',
      ],
    },
    {
      key: 'limits',
      title: /*i18n*/ { id: 'section.substance.limits', message: 'Limits' },
      fields: ['workplaceLimit', 'additionalLimits'],
    },
    {
      key: 'physical-properties',
      title: /*i18n*/ { id: 'section.substance.physicalProperties', message: 'Physical properties' },
      fields: ['phase', 'color', 'smell', 'phValue', 'flashPoint', 'boilingPoint', 'vaporPressure'],
    },
    {
      key: 'transport-and-water',
      title: /*i18n*/ { id: 'section.substance.transportAndWater', message: 'Transport and water' },
      fields: ['unNumber', 'hazardNumber', 'waterHazardClass'],
    },
    {
      key: 'safety-data-sheets',
      title: /*i18n*/ { id: 'section.substance.safetyDataSheets', message: 'Safety data sheets' },
      fields: ['safetyDataSheetFiles'],
    },
    {
      key: 'approval',
      title: /*i18n*/ { id: 'section.substance.approval', message: 'Approval and substitution check' },
      fields: ['approvalState', 'approval'],
    },
  ],
  rules: [
    {
      message: /*i18n*/ {
        id: 'rule.substance.casNumberFormat',
        message:
          'A CAS number is written as 2 to 7 digits, 2 digits and a check digit, joined by hyphens, e.g. 7732-18-5',
      },
      path: ['casNumber'],
      valid: registryNumberHasNo('casNumber', casNumberProblem, 'FORMAT'),
    },
    {
      message: /*i18n*/ {
        id: 'rule.substance.casNumberCheckDigit',
        message: 'The check digit of this CAS number does not match: compare the number with the safety data sheet',
      },
      path: ['casNumber'],
      valid: registryNumberHasNo('casNumber', casNumberProblem, 'CHECK_DIGIT'),
    },
    {
      message: /*i18n*/ {
        id: 'rule.substance.egNumberFormat',
        message: 'An EC number is written as 3 digits, 3 digits and a check digit, joined by hyphens, e.g. 231-791-2',
      },
      path: ['egNumber'],
      valid: registryNumberHasNo('egNumber', ecNumberProblem, 'FORMAT'),
    },
    {
      message: /*i18n*/ {
        id: 'rule.substance.egNumberCheckDigit',
        message: 'The check digit of this EC number does not match: compare the number with the safety data sheet',
      },
      path: ['egNumber'],
      valid: registryNumberHasNo('egNumber', ecNumberProblem, 'CHECK_DIGIT'),
    },
    {
      message: /*i18n*/ {
        id: 'rule.substance.validLimit',
        message: 'The occupational exposure limit needs a value greater than 0 and a unit',
      },
      path: ['workplaceLimit'],
      valid: (data) => isValidLimit(data.workplaceLimit),
    },
    {
      message: /*i18n*/ {
        id: 'rule.substance.validAdditionalLimits',
        message: 'Each additional limit needs a value greater than 0 and a unit',
      },
      path: ['additionalLimits'],
      valid: additionalLimitsValid,
    },
    {
      message: /*i18n*/ { id: 'rule.substance.unNumber', message: 'The UN number has four digits' },
      path: ['unNumber'],
      valid: (data) =>
        data.unNumber === undefined ||
        data.unNumber === null ||
        (typeof data.unNumber === 'string' && (data.unNumber.trim() === '' || UN_NUMBER.test(data.unNumber))),
    },
    ...SUBSTANCE_RULES,
  ],
  warnings: (data, _lookup, today) => substanceWarnings(data, today),
});
