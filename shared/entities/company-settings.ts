import { RISK_NUMBER_MAX, validThresholds } from '../domain/risk-assessments';
import { DOCUMENT_TYPES } from '../enums/entity-types';
import type { DocumentData, EntityDefinition } from './entity';
import { defineEntity } from './entity';
import { COMPANY_SETTINGS_ID, hideableFields } from './hidden-fields';

/** Finds an entity of the registry by type; passed in, as the registry lists this entity too. */
export type EntityLookup = (type: string) => EntityDefinition | undefined;

interface HiddenField {
  readonly entityType?: unknown;
  readonly field?: unknown;
}

function hiddenFieldsOfData(data: DocumentData): readonly HiddenField[] {
  return Array.isArray(data.hiddenFields) ? (data.hiddenFields as HiddenField[]) : [];
}

/** Each entry names a field the entity's forms may hide (`hideableFields`). */
function namesHideableFields(entityFor: EntityLookup, data: DocumentData): boolean {
  return hiddenFieldsOfData(data).every((entry) => {
    const entity = typeof entry.entityType === 'string' ? entityFor(entry.entityType) : undefined;
    return entity !== undefined && typeof entry.field === 'string' && hideableFields(entity).includes(entry.field);
  });
}

/** RA-3: the risk matrix thresholds, when set, rise strictly and give every band a cell. */
function risingThresholds(data: DocumentData): boolean {
  const matrix = data.riskMatrix;
  if (typeof matrix !== 'object' || matrix === null || Object.keys(matrix).length === 0) return true;
  return validThresholds(matrix as Record<string, unknown>);
}

const threshold = (label: { id: string; message: string }) =>
  ({ kind: 'number', label, integer: true, min: 2, max: RISK_NUMBER_MAX, required: true }) as const;

/** No entity and field pair is listed twice. */
function noRepeatedPair(data: DocumentData): boolean {
  const pairs = hiddenFieldsOfData(data).map((entry) => JSON.stringify([entry.entityType, entry.field]));
  return new Set(pairs).size === pairs.length;
}

/**
 * The tenant's company settings (domain.md "Settings": hidden form fields per entity; the
 * appearance's company logo, shown in the layout; the bands of the risk matrix, decision 0036), one document with the fixed id
 * `company-settings` (`COMPANY_SETTINGS_ID`). Changing it takes the
 * company information rights; every member of the tenant reads it (docs/sync-spec.md A9), so
 * everyone's forms hide the same fields. A hidden field keeps its stored values.
 */
export const companySettingsEntity = (entityFor: EntityLookup) =>
  defineEntity({
    type: 'COMPANY_SETTINGS',
    label: /*i18n*/ { id: 'entity.companySettings', message: 'Company settings' },
    pluralLabel: /*i18n*/ { id: 'entity.companySettings.plural', message: 'Company settings' },
    resource: 'COMPANY_INFORMATION',
    module: null,
    titleField: 'hiddenFields',
    fixedId: COMPANY_SETTINGS_ID,
    access: { readByEveryMember: true },
    scope: { fields: [] },
    fields: {
      logo: {
        kind: 'file',
        label: /*i18n*/ { id: 'field.companySettings.logo', message: 'Company logo' },
        accept: 'image',
      },
      riskMatrix: {
        kind: 'group',
        label: /*i18n*/ { id: 'field.companySettings.riskMatrix', message: 'Risk matrix bands' },
        fields: {
          medium: threshold(
            /*i18n*/ { id: 'field.companySettings.riskMatrix.medium', message: 'Medium from risk number' },
          ),
          high: threshold(/*i18n*/ { id: 'field.companySettings.riskMatrix.high', message: 'High from risk number' }),
          veryHigh: threshold(
            /*i18n*/ { id: 'field.companySettings.riskMatrix.veryHigh', message: 'Very high from risk number' },
          ),
        },
      },
      escalationAfterDays: {
        kind: 'number',
        label: /*i18n*/ {
          id: 'field.companySettings.escalationAfterDays',
          message: 'Report to the head of department after days overdue',
        },
        integer: true,
        min: 1,
        max: 365,
      },
      hiddenFields: {
        kind: 'keyedList',
        label: /*i18n*/ { id: 'field.companySettings.hiddenFields', message: 'Hidden form fields' },
        column: true,
        fields: {
          entityType: {
            kind: 'enum',
            label: /*i18n*/ { id: 'field.companySettings.hiddenFields.entityType', message: 'Entity' },
            values: DOCUMENT_TYPES,
            required: true,
          },
          field: {
            kind: 'text',
            label: /*i18n*/ { id: 'field.companySettings.hiddenFields.field', message: 'Field' },
            required: true,
          },
        },
      },
    },
    rules: [
      {
        message: /*i18n*/ {
          id: 'rule.companySettings.hideableField',
          message: 'Only optional fields of an entity can be hidden',
        },
        path: ['hiddenFields'],
        valid: (data: DocumentData) => namesHideableFields(entityFor, data),
      },
      {
        message: /*i18n*/ { id: 'rule.companySettings.noRepeatedField', message: 'Each field can be hidden only once' },
        path: ['hiddenFields'],
        valid: noRepeatedPair,
      },
      {
        message: /*i18n*/ {
          id: 'rule.companySettings.riskMatrixThresholds',
          message: 'The band thresholds must rise: medium below high below very high, between 2 and 25',
        },
        path: ['riskMatrix'],
        valid: risingThresholds,
      },
    ],
  });
