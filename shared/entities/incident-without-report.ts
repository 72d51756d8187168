import { INJURED_BODY_PARTS, INJURY_TYPES } from '../enums/incident';
import { defineEntity } from './entity';
import { LABELS } from './labels';

/**
 * An incident without report (domain.md §3 Incident): a first-aid log entry for a minor
 * injury that needs no accident report. The spec shows only the injury data; name,
 * incidentAt, location, injuredEmployee and description are the least an entry needs; first aid,
 * first aider and witnesses complete the first-aid log (Verbandbuch, DGUV Vorschrift 1 § 24 (6))
 * entry (docs/domain/incidents.md INC-1).
 */
export const incidentWithoutReport = defineEntity({
  type: 'INCIDENT_WITHOUT_REPORT',
  label: /*i18n*/ { id: 'entity.incidentWithoutReport', message: 'Incident without report' },
  pluralLabel: /*i18n*/ { id: 'entity.incidentWithoutReport.plural', message: 'Incidents without report' },
  resource: 'INCIDENT_TYPES',
  module: 'INCIDENT_MANAGEMENT',
  titleField: 'name',
  scope: { fields: ['location'] },
  fields: {
    name: { kind: 'text', label: LABELS.name, column: true },
    incidentAt: {
      kind: 'date',
      label: /*i18n*/ { id: 'field.incidentWithoutReport.incidentAt', message: 'Date and time of the incident' },
      time: true,
      column: true,
    },
    location: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.incidentWithoutReport.location', message: 'Place (location or department)' },
      to: ['LOCATION', 'DEPARTMENT'],
      column: true,
    },
    injuredEmployee: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.incidentWithoutReport.injuredEmployee', message: 'Injured employee' },
      to: ['EMPLOYEE'],
      column: true,
    },
    description: { kind: 'richText', label: LABELS.description },
    injuredBodyParts: {
      kind: 'enum',
      label: /*i18n*/ { id: 'field.incidentWithoutReport.injuredBodyParts', message: 'Injured body parts' },
      values: INJURED_BODY_PARTS,
      multiple: true,
    },
    injuryTypes: {
      kind: 'enum',
      label: /*i18n*/ { id: 'field.incidentWithoutReport.injuryTypes', message: 'Types of injury' },
      values: INJURY_TYPES,
      multiple: true,
      column: true,
    },
    firstAid: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.incidentWithoutReport.firstAid', message: 'First aid given' },
      multiline: true,
      maxLength: 2000,
    },
    firstAider: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.incidentWithoutReport.firstAider', message: 'First aider' },
      to: ['EMPLOYEE'],
    },
    witnesses: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.incidentWithoutReport.witnesses', message: 'Witnesses' },
      maxLength: 500,
    },
  },
});
