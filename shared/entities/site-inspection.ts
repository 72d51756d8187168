import { TOPICS } from '../enums/catalogs';
import { defineEntity } from './entity';
import { LABELS } from './labels';

/**
 * A site inspection (domain.md §3 Site inspection, German "Begehung"): a walk through
 * locations, departments, work equipment and storages, with its findings and measures.
 */
export const siteInspection = defineEntity({
  type: 'SITE_INSPECTION',
  label: /*i18n*/ { id: 'entity.siteInspection', message: 'Site inspection' },
  pluralLabel: /*i18n*/ { id: 'entity.siteInspection.plural', message: 'Site inspections' },
  resource: 'SITE_INSPECTIONS',
  module: 'SITE_INSPECTION_MANAGEMENT',
  titleField: 'name',
  scope: { fields: ['inspectedEntities'] },
  fields: {
    name: { kind: 'text', label: LABELS.name, required: true, column: true },
    inspectionAt: {
      kind: 'date',
      time: true,
      label: /*i18n*/ { id: 'field.siteInspection.inspectionAt', message: 'Date of inspection' },
      required: true,
      column: true,
    },
    participants: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.siteInspection.participants', message: 'Participants' },
      to: ['EMPLOYEE'],
      multiple: true,
      required: true,
    },
    recordingClerk: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.siteInspection.recordingClerk', message: 'Recording clerk' },
      to: ['EMPLOYEE'],
      required: true,
      column: true,
    },
    inspectedEntities: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.siteInspection.inspectedEntities', message: 'Inspected areas' },
      to: ['LOCATION', 'DEPARTMENT', 'WORK_EQUIPMENT', 'STORAGE'],
      multiple: true,
      required: true,
      column: true,
    },
    findings: {
      kind: 'keyedList',
      label: /*i18n*/ { id: 'field.siteInspection.findings', message: 'Findings' },
      ordered: true,
      fields: {
        topic: {
          kind: 'enum',
          label: /*i18n*/ { id: 'field.siteInspection.findings.topic', message: 'Topic' },
          values: TOPICS,
          required: true,
        },
        description: { kind: 'richText', label: LABELS.description, required: true },
        files: {
          kind: 'file',
          label: /*i18n*/ { id: 'field.siteInspection.findings.files', message: 'Pictures and files' },
          multiple: true,
          accept: 'any',
        },
        linkedEntities: {
          kind: 'reference',
          label: /*i18n*/ { id: 'field.siteInspection.findings.linkedEntities', message: 'Concerns' },
          to: [
            'LOCATION',
            'DEPARTMENT',
            'WORK_EQUIPMENT',
            'STORAGE',
            'EMPLOYEE',
            'SUBSTANCE',
            'ACTIVITY',
            'RISK_ASSESSMENT',
            'INSPECTION',
            'MAINTENANCE',
            'PERMIT',
          ],
          multiple: true,
        },
      },
    },
    measures: { kind: 'reference', label: LABELS.measures, to: ['MEASURE'], multiple: true },
  },
});
