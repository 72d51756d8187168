import { casNumberProblem, ecNumberProblem, type RegistryNumberProblem } from '../domain/substances';
import { DATA_SHEET_LANGUAGES, PHASES, STORAGE_CLASSES, WATER_HAZARD_CLASSES } from '../enums/catalogs';
import { SIGNAL_WORDS } from '../enums/substances';
import type { DocumentData } from './entity';
import { defineEntity } from './entity';
import { LABELS } from './labels';

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
        proportion: {
          kind: 'number',
          label: /*i18n*/ { id: 'field.substance.composition.proportion', message: 'Proportion (%)' },
          min: 0,
          max: 100,
          required: true,
        },
      },
    },

    // Hazard information
    notesOnHazard: {
      kind: 'richText',
      label: /*i18n*/ { id: 'field.substance.notesOnHazard', message: 'Notes on hazards' },
    },
    signalWord: {
      kind: 'enum',
      label: /*i18n*/ { id: 'field.substance.signalWord', message: 'Signal word' },
      values: SIGNAL_WORDS,
    },
    hazardStatements: {
      kind: 'symbol',
      label: /*i18n*/ { id: 'field.substance.hazardStatements', message: 'Hazard statements (H and EUH)' },
      catalog: 'H_STATEMENT',
      multiple: true,
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

    approval: {
      kind: 'group',
      label: /*i18n*/ { id: 'field.substance.approval', message: 'Approval' },
      fields: {
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
        substitutedSubstances: {
          kind: 'reference',
          label: /*i18n*/ { id: 'field.substance.approval.substitutedSubstances', message: 'Substituted substances' },
          to: ['SUBSTANCE'],
          multiple: true,
        },
        substitutionCheck: {
          kind: 'richText',
          label: /*i18n*/ { id: 'field.substance.approval.substitutionCheck', message: 'Substitution check' },
        },
      },
    },
  },
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
  ],
});
